// Regenerates the JSON Schema of `esgkit lookup --json` in docs/cli.md (a test fails when it is stale):
// npx node --conditions=@esgkit/source packages/cli/scripts/docs.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { withLookupSchema } from '../src/docs/lookup-schema.ts';

const path = new URL('../../../docs/cli.md', import.meta.url);
writeFileSync(path, withLookupSchema(readFileSync(path, 'utf8')));
console.log('wrote docs/cli.md');
