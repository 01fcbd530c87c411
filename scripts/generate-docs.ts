// `npm run docs`: regenerates the documents (or parts of them) built from code. Tests fail when they are stale.
import { readFileSync, writeFileSync } from 'node:fs';
import {
  renderApiCallsMarkdown,
  renderCliJsonSchema,
  renderIndicatorsMarkdown,
  withCapabilityTable,
  withCliJsonSchemaTable,
  withMethodsReference,
} from '@esgkit/core';

const docPath = (path: string) => new URL(`../${path}`, import.meta.url);
const outputs: Array<[string, string]> = [
  ['docs/api-calls.md', renderApiCallsMarkdown()],
  ['docs/indicators.md', renderIndicatorsMarkdown()],
  // docs/rules.md is written by hand except its capability table, which comes from the capability table itself.
  ['docs/rules.md', withCapabilityTable(readFileSync(docPath('docs/rules.md'), 'utf8'))],
  // docs/cli.md is written by hand except its table of the --json outputs' schemas, generated with the schema file.
  ['docs/cli-json-schema.json', renderCliJsonSchema()],
  ['docs/cli.md', withCliJsonSchemaTable(readFileSync(docPath('docs/cli.md'), 'utf8'))],
  // docs/methodology.md is written by hand except its method reference, generated from core's METHODS (issue 30).
  ['docs/methodology.md', withMethodsReference(readFileSync(docPath('docs/methodology.md'), 'utf8'))],
];
for (const [path, text] of outputs) {
  writeFileSync(docPath(path), text);
  console.log(`wrote ${path}`);
}
