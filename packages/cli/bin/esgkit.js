#!/usr/bin/env node
// `npx esgkit` right after `npm ci`, with no build step: Node 22 runs the TypeScript sources (type stripping), and
// a resolve hook adds the `@esgkit/source` condition so workspace packages resolve to their sources too. A built
// package (dist/bin.js present and no sources) runs the JavaScript instead. On an older Node (the system's), the
// project's Node 22 (the `node` devDependency) runs it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire, enableCompileCache } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const source = new URL('../src/bin.ts', import.meta.url);
const built = new URL('../dist/bin.js', import.meta.url);
const [major] = process.versions.node.split('.').map(Number);

const projectNode = () => {
  try {
    const pkg = createRequire(import.meta.url).resolve('node/package.json');
    const bin = join(dirname(pkg), 'bin', 'node');
    return existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
};

if (major < 22) {
  const node = projectNode();
  if (!node) {
    process.stderr.write(
      `esgkit needs Node 22 or newer (this is ${process.version}); run npm ci, then npx esgkit …\n`,
    );
    process.exit(1);
  }
  const child = spawn(node, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  // The terminal sends Ctrl-C to the whole process group; the child handles it and answers 130.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
} else if (!existsSync(fileURLToPath(source))) {
  enableCompileCache(); // as src/bin.ts does: the modules' compiled code kept between runs
  await import(built.href);
} else {
  const { registerHooks } = await import('node:module');
  enableCompileCache();
  registerHooks({
    resolve: (specifier, context, next) =>
      next(specifier, { ...context, conditions: [...context.conditions, '@esgkit/source'] }),
  });
  await import(source.href);
}
