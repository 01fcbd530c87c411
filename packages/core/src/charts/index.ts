export * from './allocation.ts';
export * from './chat.ts';
export * from './esg.ts';
export * from './locale.ts';
export * from './pai.ts';
export * from './performance.ts';
export * from './taxonomy.ts';
export * from './theme.ts';
