export { AddClientPage } from './AddClientPage.tsx';
export { ClientInformationPage } from './ClientInformationPage.tsx';
export { ClientsPage } from './ClientsPage.tsx';
