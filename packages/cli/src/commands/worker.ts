import { Command } from '@commander-js/extra-typings';
import { examples, type RunWith } from './shared.ts';

/** `esgkit worker`: an engine that runs background jobs only (issue 32; docs/deploy.md "Workers"). */
export const workerCommand = (run: RunWith) =>
  new Command('worker')
    .summary('run background jobs only (PDFs, CSV exports, chains, digests), no HTTP')
    .description(
      'Run the queued jobs (PDF reports and screens, CSV exports, client and PAI chains, notification digests, the removal of expired files) of the store at DATABASE_URL (or the embedded SQLite of ESGKIT_DATA_DIR) with the dataset folder; any number of workers, on any number of machines, share the queue. Each runs ESGKIT_WORKER_CONCURRENCY jobs of a queue at once (default 2; docs/deploy.md "Sizing": one worker per core). A job for a snapshot version or job format this worker does not have is left for another worker. SIGTERM or Ctrl-C stops it: running jobs finish, or are released.',
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
