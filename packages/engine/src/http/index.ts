export * from './app.ts';
export * from './context.ts';
export * from './dev-outbox.ts';
export * from './errors.ts';
export * from './handlers/index.ts';
export * from './middleware/dataset.ts';
export * from './mount-contract.ts';
