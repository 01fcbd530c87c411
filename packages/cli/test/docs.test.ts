import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderCliJsonSchema, withCliJsonSchemaTable } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.ts';

describe('docs/cli.md', () => {
  const doc = readFileSync(join(repoRoot, 'docs/cli.md'), 'utf8');

  it('publishes the current JSON Schema of every --json output (regenerate: npm run docs)', () => {
    expect(readFileSync(join(repoRoot, 'docs/cli-json-schema.json'), 'utf8')).toBe(renderCliJsonSchema());
    expect(doc).toBe(withCliJsonSchemaTable(doc));
  });

  it('documents every sample portfolio', () => {
    const names = [
      ...readdirSync(join(repoRoot, 'fixtures/portfolios')).filter((f) => f.endsWith('.csv')),
      ...readdirSync(join(repoRoot, 'fixtures/portfolios/invalid')).map((f) => `invalid/${f}`),
    ];
    for (const name of names) expect(doc, name).toContain(`\`${name}\``);
  });
});
