export * from './db.ts';
export * from './ids.ts';
export * from './migrations.ts';
export * from './repositories/index.ts';
export * from './schema.ts';
