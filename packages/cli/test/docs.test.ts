import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withLookupSchema } from '../src/docs/lookup-schema.ts';
import { repoRoot } from './helpers.ts';

describe('docs/cli.md', () => {
  const doc = readFileSync(join(repoRoot, 'docs/cli.md'), 'utf8');

  it('publishes the current JSON Schema of esgkit lookup --json (regenerate: packages/cli/scripts/docs.ts)', () => {
    expect(doc).toBe(withLookupSchema(doc));
  });

  it('documents every sample portfolio', () => {
    const names = [
      ...readdirSync(join(repoRoot, 'fixtures/portfolios')).filter((f) => f.endsWith('.csv')),
      ...readdirSync(join(repoRoot, 'fixtures/portfolios/invalid')).map((f) => `invalid/${f}`),
    ];
    for (const name of names) expect(doc, name).toContain(`\`${name}\``);
  });
});
