import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// autocannon in a process of its own (the load generator must not share the measured engine's event loop), read from
// its --json summary: one runner for the load benches (api-load, pdf-load, jobs).

const run = promisify(execFile);
const autocannonBin = fileURLToPath(new URL('../node_modules/autocannon/autocannon.js', import.meta.url));

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** `connections` at once on `url` for `seconds`, with `headers` on each request. */
export const autocannon = async (
  url: string,
  options: { headers: Record<string, string>; seconds: number; connections: number },
): Promise<LoadResult> => {
  const args = [autocannonBin, '--json', '-c', String(options.connections), '-d', String(options.seconds)];
  for (const [k, v] of Object.entries(options.headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  const { stdout } = await run(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  const json = JSON.parse(stdout.trim().split('\n').pop()!) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    requestsPerSecond: json.requests.average,
    p50: json.latency.p50,
    p99: json.latency.p99,
    non2xx: json.non2xx,
    errors: json.errors,
  };
};
