export { ClientSharePage } from './ClientSharePage.tsx';
export { SharedClientPage } from './SharedClientPage.tsx';
