export * from './Chart.tsx';
export * from './svg.ts';
