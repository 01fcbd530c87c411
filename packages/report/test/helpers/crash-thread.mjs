// A report-pool thread that dies on its first job, as a thread would on a fatal error (pool.test.ts).
import { parentPort } from 'node:worker_threads';

parentPort.on('message', () => process.exit(3));
