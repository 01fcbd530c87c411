// A report-pool thread that answers each job with its own NODE_ENV as the "PDF" bytes (pool.test.ts): what React
// the pool's real threads load (react and react-pdf pick their build by NODE_ENV when first imported).
import { parentPort } from 'node:worker_threads';

parentPort.on('message', (job) =>
  parentPort.postMessage({
    kind: 'done',
    id: job.id,
    pdf: new TextEncoder().encode(String(process.env.NODE_ENV)),
  }),
);
