import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { engineOpenApiDocument } from '../src/http/openapi.ts';

const repo = new URL('../../../', import.meta.url);
// The path .redocly.lint-ignore.yaml names (the ignore file keys findings by the linted file's path).
const documentPath = new URL('.esgkit-test/openapi.json', repo);

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
}

describe('the OpenAPI document', () => {
  it('passes redocly lint with the recommended rules: no error, no warning (issue 28)', async () => {
    mkdirSync(new URL('.esgkit-test/', repo), { recursive: true });
    writeFileSync(documentPath, JSON.stringify(engineOpenApiDocument({ version: '0.0.0-test' }), null, 1));
    const { stdout } = await promisify(execFile)(
      new URL('node_modules/.bin/redocly', repo).pathname,
      ['lint', '.esgkit-test/openapi.json', '--format=json', '--max-problems=1000'],
      {
        cwd: repo.pathname,
        maxBuffer: 64 * 1024 * 1024,
        // offline: no usage telemetry, no update check
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as LintReport;
    const found = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(found).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);
});
