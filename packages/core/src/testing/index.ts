// @esgkit/core/testing: entity builders for the other packages' tests. Each builder returns a valid value
// (it parses with its schema); overrides replace top-level fields.
export * from './account.ts';
export * from './english-words.ts';
export * from './entities.ts';
export * from './fake-transport.ts';
export * from './views.ts';
