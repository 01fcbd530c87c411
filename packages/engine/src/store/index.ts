export {
  createStore,
  type Store,
} from './db.ts';
export {
  hashToken,
  newId,
  newSecret,
} from './ids.ts';
export {
  deleteUserEverywhere,
  findResult,
  findUserByEmail,
  insertClient,
  insertImage,
  insertPortfolio,
  insertTemplate,
  insertUser,
  listOutboxMails,
  listPortfolioItems,
  purgeResultsOfOtherSnapshots,
  replaceShareLink,
  saveResult,
  type UserRow,
  updateUser,
} from './repositories/index.ts';
export {
  type Database,
  tableNames,
} from './schema.ts';
