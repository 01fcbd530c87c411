export * from './exposure/index.ts';
export * from './pai/index.ts';
export * from './performance/index.ts';
export * from './snapshot-inputs/index.ts';
export * from './taxonomy/index.ts';
