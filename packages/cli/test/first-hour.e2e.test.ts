// The first hour with the binary (issue 22): misspelt file names, --strict's words, one local user with the web.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { esgkit, sandbox, text } from './helpers.ts';

describe('a file name that is not there (issue 22 item 12)', () => {
  it('says "No such file" for a .csv name (any case) or a path, and exits 3 like other bad input', async () => {
    const box = sandbox();
    for (const arg of ['nonexistent.csv', 'Portfolio.CSV', 'fixtures/portfolios/balancd']) {
      const result = await esgkit(box, ['lookup', arg]);
      expect(result.exitCode, arg).toBe(3);
      expect(text(result.stderr), arg).toContain(`No such file: ${arg}`);
      expect(text(result.stderr), arg).not.toContain('ISIN or ticker not found');
    }
  });

  it('says it in Italian too', async () => {
    const result = await esgkit(sandbox(), ['lookup', 'nonexistent.csv'], { env: { LANG: 'it_IT.UTF-8' } });
    expect(result.exitCode).toBe(3);
    expect(text(result.stderr)).toContain('File inesistente: nonexistent.csv');
  });

  it('still reads a loose ticker as a ticker', async () => {
    const result = await esgkit(sandbox(), ['lookup', 'ZZZZZ']);
    expect(result.exitCode).toBe(3);
    expect(text(result.stderr)).toContain('ISIN or ticker not found: ZZZZZ');
  });
});

describe('--strict says what it did (issue 22 item 12)', () => {
  it('with --strict the weights are refused, and the message says so; without it, computed as given', async () => {
    const box = sandbox();
    const file = join(box.dir, 'eighty.csv');
    writeFileSync(file, 'Ticker,Weight\nURTH,50\nIAGG,30\n');
    const strict = await esgkit(box, ['--strict', 'lookup', file, '--json']);
    expect(strict.exitCode).toBe(3);
    expect(text(strict.stderr)).toContain('The weights add up to 80, not 100 or 1: not computed (--strict).');
    expect(text(strict.stderr)).not.toContain('computed as given');
    const italian = await esgkit(box, ['--strict', 'lookup', file, '--json'], {
      env: { LANG: 'it_IT.UTF-8' },
    });
    expect(text(italian.stderr)).toContain('I pesi sommano a 80, non a 100 o 1: non calcolato (--strict).');
  });
});
