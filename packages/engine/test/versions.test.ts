import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// The SPA is built with the root package.json's version and the engine reports its own package's; when they differ
// every user sees the "new version, reload" modal on every page (docs/decisions.md "App version"). One release number
// for the whole workspace.
const versionOf = (path: string) =>
  (JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { version: string }).version;

it('gives every package the root version, so the web app and the engine agree on what is running', () => {
  const root = versionOf('../../../package.json');
  for (const name of ['core', 'engine', 'report', 'cli', 'web'])
    expect({ name, version: versionOf(`../../${name}/package.json`) }).toEqual({ name, version: root });
});
