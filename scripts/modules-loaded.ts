// Which modules a fresh Node process resolves: the start-up guard tests of the CLI and the engine (issue 24) run a
// command under a resolve hook that writes each resolved URL to a file, and read the list back.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = resolve(import.meta.dirname, '..');
const node = join(repo, 'node_modules/.bin/node');

export interface LoadedModules {
  /** Every module URL resolved, in order. */
  urls: string[];
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs Node 22 with the workspace's source condition and `args` (a script and its arguments, or `-e code`), and
 * answers the modules it resolved.
 */
export const modulesLoadedBy = (
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): LoadedModules => {
  const dir = mkdtempSync(join(tmpdir(), 'esgkit-modules-'));
  try {
    const log = join(dir, 'modules.txt');
    const hooks = join(dir, 'hooks.mjs');
    writeFileSync(
      hooks,
      `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, resolved.url + '\\n');
  return resolved;
}
`,
    );
    const register = `import { register } from 'node:module'; register(${JSON.stringify(pathToFileURL(hooks).href)});`;
    writeFileSync(log, '');
    const run = spawnSync(
      node,
      [
        '--conditions=@esgkit/source',
        '--import',
        `data:text/javascript,${encodeURIComponent(register)}`,
        ...args,
      ],
      { cwd: options.cwd ?? repo, encoding: 'utf8', env: options.env ?? process.env },
    );
    return {
      urls: readFileSync(log, 'utf8').split('\n').filter(Boolean),
      status: run.status,
      stdout: run.stdout,
      stderr: run.stderr,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
