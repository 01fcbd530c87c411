import { Command } from '@commander-js/extra-typings';
import { examples, type RunWith } from './shared.ts';

/** `esgkit worker`: an engine that runs background jobs only (issue 32; docs/deploy.md "Workers"). */
export const workerCommand = (run: RunWith) =>
  new Command('worker')
    .summary('run background jobs only (PDF renders, digests), no HTTP')
    .description(
      'Run the queued jobs (PDF renders, notification digests) of the store at DATABASE_URL (or the embedded SQLite of ESGKIT_DATA_DIR) with the dataset folder; any number of workers, on any number of machines, share the queue. A job for a snapshot version this worker has not loaded is left for another worker. SIGTERM or Ctrl-C stops it: running jobs finish, or are released.',
    )
    .addHelpText(
      'after',
      examples([
        'DATABASE_URL=postgres://esgkit@db/esgkit esgkit --data /srv/dataset worker',
        '# two workers on this machine, one API-only engine in front:',
        'esgkit worker & esgkit worker & ESGKIT_WORKER=0 esgkit serve',
      ]),
    )
    .action(async (_opts, command) => {
      const { worker } = await import('../services/worker.ts');
      await run(command, worker, {});
    });
