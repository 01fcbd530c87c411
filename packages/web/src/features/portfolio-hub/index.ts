export { AddClientPage } from './AddClientPage.tsx';
export { ClientInformationPage } from './ClientInformationPage.tsx';
export { ClientResultsPage } from './ClientResultsPage.tsx';
export { ClientsPage } from './ClientsPage.tsx';
