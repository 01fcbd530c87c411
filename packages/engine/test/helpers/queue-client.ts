import { createJobs, type Jobs } from '../../src/jobs/index.ts';
import { createStore } from '../../src/store/db.ts';
import { testJobsOptions } from './jobs-worker.ts';

export { QUEUES } from '../../src/jobs/queues.ts';

/**
 * A Jobs of the test's own on a store that other processes work (`esgkit worker` in the CLI's tests): it enqueues and
 * reads jobs of `queues` (pg-boss finds a job by its queue, so they are defined here too), and works none.
 */
export const openQueue = async (
  store: { dataDir: string; databaseUrl?: string | undefined },
  queues: readonly string[],
): Promise<{ jobs: Jobs; close(): Promise<void> }> => {
  const opened = await createStore({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
  const jobs = createJobs(opened, store.databaseUrl, testJobsOptions);
  await jobs.start();
  for (const queue of queues) await jobs.defineQueue(queue);
  return {
    jobs,
    close: async () => {
      await jobs.stop();
      await opened.close();
    },
  };
};
