import { Command } from '@commander-js/extra-typings';
import { wholeNumberArg } from './parse-args.ts';
import { examples, type RunWith } from './shared.ts';

/** `esgkit serve`: the same server as `npm start`. */
export const serveCommand = (run: RunWith) =>
  new Command('serve')
    .summary('run the engine and the web app (same as npm start)')
    .description(
      'Serve the web app and the engine API on --port/--host (ESGKIT_PORT, ESGKIT_HOST; default  127.0.0.1:3000). The dataset loads in the background (data routes answer 503 meanwhile). Ctrl-C stops it.',
    )
    .option('--port <port>', 'port (env ESGKIT_PORT; 0 picks a free one)', wholeNumberArg(0, 65_535))
    .option('--host <host>', 'interface (env ESGKIT_HOST; 0.0.0.0 for every interface)')
    .option(
      '--no-worker',
      'serve the API only: leave the background jobs to `esgkit worker` (env ESGKIT_WORKER=0)',
    )
    .addHelpText(
      'after',
      examples([
        'esgkit serve',
        'esgkit serve --port 8080 --host 0.0.0.0',
        '# API only, behind a load balancer; `esgkit worker` processes run the jobs:',
        'DATABASE_URL=postgres://esgkit@db/esgkit esgkit serve --no-worker',
        'ESGKIT_DATA_DIR=/srv/esgkit esgkit --data /srv/dataset serve',
      ]),
    )
    .action(async (opts, command) => {
      const { serve } = await import('../services/serve.ts');
      await run(command, serve, { port: opts.port, host: opts.host, worker: opts.worker });
    });
