import { join } from 'node:path';
import { build } from 'vite';

// The browser suites run against the built SPA: build it once per run into packages/web/dist/app (~3 s).
export async function setup(): Promise<void> {
  const web = join(import.meta.dirname, '..');
  await build({ configFile: join(web, 'vite.config.ts'), root: web, logLevel: 'warn' });
}
