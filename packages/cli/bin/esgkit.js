#!/usr/bin/env node
// `npx esgkit` right after `npm ci`, with no build step: Node 22 runs the TypeScript sources (type stripping), and
// a resolve hook adds the `@esgkit/source` condition so workspace packages resolve to their sources too. A built
// package (dist/bin.js present and no sources) runs the JavaScript instead.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = new URL('../src/bin.ts', import.meta.url);
const built = new URL('../dist/bin.js', import.meta.url);
const [major] = process.versions.node.split('.').map(Number);

if (!existsSync(fileURLToPath(source))) {
  await import(built.href);
} else if (major >= 22) {
  const { registerHooks } = await import('node:module');
  registerHooks({
    resolve: (specifier, context, next) =>
      next(specifier, { ...context, conditions: [...context.conditions, '@esgkit/source'] }),
  });
  await import(source.href);
} else {
  process.stderr.write(
    `esgkit needs Node 22 or newer (this is ${process.version}). Run it through npm so the project's Node is used: npx esgkit …\n`,
  );
  process.exit(1);
}
