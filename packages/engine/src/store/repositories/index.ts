export { insertClient } from './clients.ts';
export { insertImage } from './images.ts';
export { listOutboxMails } from './outbox.ts';
export {
  insertPortfolio,
  listPortfolioItems,
} from './portfolios.ts';
export {
  findResult,
  purgeResultsOfOtherSnapshots,
  saveResult,
} from './results.ts';
export { replaceShareLink } from './shares.ts';
export { insertTemplate } from './templates.ts';
export {
  deleteUserEverywhere,
  findUserByEmail,
  insertUser,
  type UserRow,
  updateUser,
} from './users.ts';
