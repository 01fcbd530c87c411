export * from './chains.ts';
export * from './states/index.ts';
