export * from './context.ts';
export * from './coverage.ts';
export * from './Report.tsx';
