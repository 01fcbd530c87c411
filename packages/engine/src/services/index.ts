export * from './accounts.ts';
export * from './api-keys.ts';
export * from './demo-users.ts';
export * from './passwords.ts';
export * from './principal.ts';
