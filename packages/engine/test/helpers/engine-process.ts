import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '../../../..');

/** One `npm run engine` process (the engine's sources), its URL once it listens, and what it printed. */
export interface EngineProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stderr so far (the demo users' passwords are printed there once). */
  stderr: () => string;
  stop(): Promise<void>;
}

/** Starts the engine's main.ts with `env` on a free port and answers once it listens (not once the dataset loaded). */
export const spawnEngine = async (env: Record<string, string>): Promise<EngineProcess> => {
  const child = spawn(
    join(repo, 'node_modules/.bin/node'),
    ['--conditions=@esgkit/source', join(repo, 'packages/engine/src/main.ts')],
    {
      env: { ...process.env, ESGKIT_PORT: '0', ESGKIT_HOST: '127.0.0.1', ESGKIT_LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk) => {
    err += String(chunk);
  });
  const url = await new Promise<string>((done, fail) => {
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      const found = /"url":"(http:\/\/[^"]+)"/.exec(out);
      if (found) done(found[1]!);
    });
    child.once('exit', (code) => fail(new Error(`the engine exited (${code}) before listening:\n${err}`)));
  });
  return {
    url,
    child,
    stderr: () => err,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/**
 * A round-robin HTTP proxy in front of `targets` (a load balancer in small): each request goes to the next target.
 * `served` lists, per request, the index of the target that answered it.
 */
export const roundRobinProxy = async (targets: readonly string[]) => {
  let next = 0;
  const served: number[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const index = next++ % targets.length;
    served.push(index);
    const target = new URL(incoming.url ?? '/', targets[index]);
    const forwarded = request(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
};
