export * from './client.ts';
export * from './common.ts';
export * from './portfolio.ts';
export * from './user.ts';
