export {
  DEMO_AS_OF,
  DEMO_GENERATOR_VERSION,
  DEMO_SEED,
  type DemoOptions,
  type DemoSize,
  demoDatasetDir,
  ensureDemoDataset,
  generateDemoDataset,
} from './generate-demo.ts';
export { isinCheckDigit, makeIsin } from './isin.ts';
export { createRandom, hashString, type Random } from './random.ts';
