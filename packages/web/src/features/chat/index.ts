export { ChatPage } from './ChatPage.tsx';
