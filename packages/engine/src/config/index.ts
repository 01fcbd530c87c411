export {
  DEFAULT_PORT,
  EngineConfig,
  loadEngineConfig,
} from './env.ts';
