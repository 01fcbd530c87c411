// The billing pages (doc 1 §2 "Billing children: checkout/{plan}/{period?}, information, history"); the router
// loads each on demand.
export { BillingHistoryPage } from './BillingHistoryPage.tsx';
export { BillingInformationPage } from './BillingInformationPage.tsx';
export { CheckoutPage } from './CheckoutPage.tsx';
