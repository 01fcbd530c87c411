export { ScreeningTemplates } from './ScreeningTemplates.tsx';
