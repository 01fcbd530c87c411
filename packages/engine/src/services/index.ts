export {
  DEMO_ADVISOR_EMAIL,
  DEMO_STARTER_EMAIL,
} from './demo-users.ts';
export { newRandomPassword } from './passwords.ts';
