// @esgkit/core: the contract and the rules. Runs in Node and in the browser: no fs, db, express or DOM here.
export * from './api/index.ts';
export * from './catalogues/index.ts';
export * from './chain/index.ts';
export * from './charts/index.ts';
export * from './format/index.ts';
export * from './i18n/index.ts';
export * from './portfolio-csv/index.ts';
export * from './rules/index.ts';
export * from './schemas/index.ts';
