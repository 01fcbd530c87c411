// The account feature's pages; the router loads each on demand.
export { AccountInfoPage } from './AccountInfoPage.tsx';
export { ConfirmEmailPage } from './ConfirmEmailPage.tsx';
export { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
export { LoginPage } from './LoginPage.tsx';
export { PlanPage } from './PlanPage.tsx';
export { ResetPasswordPage } from './ResetPasswordPage.tsx';
export { SignUpPage } from './SignUpPage.tsx';
export { SignUpSuccessPage } from './SignUpSuccessPage.tsx';
