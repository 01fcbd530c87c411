// The real binary on input it must refuse or explain, and on its own settings: no view of the engine is needed
// beyond securities-exist.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliLookupOutput } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { esgkit, fixtures, repoRoot, sandbox, text } from './helpers.ts';

const invalid = (name: string) => `fixtures/portfolios/invalid/${name}`;

describe('esgkit --help', () => {
  it('lists every command and exits 0', async () => {
    const result = await esgkit(sandbox(), ['--help']);
    expect(result.exitCode).toBe(0);
    for (const command of [
      'lookup',
      'pai-statement',
      'screen',
      'templates',
      'clients',
      'export',
      'share',
      'serve',
      'login',
      'logout',
      'whoami',
      'config',
      'data',
      'users',
    ])
      expect(text(result.stdout)).toContain(`  ${command}`);
  });

  it('teaches each command with examples', async () => {
    for (const command of [
      'lookup',
      'pai-statement',
      'screen',
      'templates',
      'clients',
      'export',
      'share',
      'serve',
      'config',
      'data',
      'users',
    ]) {
      const result = await esgkit(sandbox(), [command, '--help']);
      expect(result.exitCode, command).toBe(0);
      expect(text(result.stdout), command).toMatch(/Examples:\n {2}\$ \S*esgkit /);
    }
  });

  it('speaks Italian with --lang it-IT, ESGKIT_LANG=it-IT or LANG=it_IT.UTF-8', async () => {
    const flag = await esgkit(sandbox(), ['lookup', '--help', '--lang', 'it-IT']);
    const env = await esgkit(sandbox(), ['report', '--help'], { env: { ESGKIT_LANG: 'it-IT' } });
    const posix = await esgkit(sandbox(), ['--help'], { env: { LANG: 'it_IT.UTF-8' } });
    for (const run of [flag, env, posix]) expect(run.exitCode).toBe(0);
    const lookup = text(flag.stdout).replace(/\s+/g, ' ');
    expect(lookup).toContain('Uso: esgkit lookup [options] <inputs...>');
    expect(lookup).toContain('Analizza uno o più portafogli');
    expect(lookup).toContain('--no-pai salta la catena PAI e le viste PAI');
    expect(lookup).toContain('Esempi: $ esgkit lookup fixtures/portfolios/balanced.csv');
    expect(lookup).not.toMatch(/Options:|Examples:|display help/);
    const report = text(env.stdout);
    expect(report).toContain('# ogni notte, per tutti i clienti, in due parti:');
    expect(report).toContain('Opzioni:');
    expect(text(posix.stdout)).toContain('pai-statement [options] <portfolios...>  la dichiarazione PAI');
  });
});

describe('invalid portfolios', () => {
  // file → the line and the reason the user sees
  const cases: [string, string][] = [
    ['bad-isin.csv', 'bad-isin.csv:3: US0001000002: This is not a valid ISIN or ticker.'],
    ['duplicate.csv', 'duplicate.csv:4: urth: This ISIN or ticker is already in the portfolio.'],
    ['two-cash.csv', 'two-cash.csv:4: A portfolio can have only one CASH row.'],
    ['sum-above-100.csv', 'sum-above-100.csv: The weights add up to more than 100%. (Σ 110)'],
    ['no-weight-column.csv', 'no-weight-column.csv:1: There is no weight or amount column'],
    ['not-a-number.csv', 'not-a-number.csv:3: "forty" is not a number.'],
    ['negative-weight.csv', 'negative-weight.csv:3: A weight cannot be negative.'],
    ['unknown-ticker.csv', 'unknown-ticker.csv:3: ISIN or ticker not found: ZZZZZ'],
  ];

  it.each(cases)('%s exits 3 with file:line: reason', async (file, line) => {
    const result = await esgkit(sandbox(), ['lookup', invalid(file)]);
    expect(result.exitCode).toBe(3);
    expect(text(result.stderr)).toContain(`fixtures/portfolios/invalid/${line}`);
  });

  it('covers every file in fixtures/portfolios/invalid', async () => {
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(join(fixtures, 'invalid')).sort()).toEqual(cases.map(([f]) => f).sort());
  });

  it('prints only JSON on stdout when piped, with the issues in it', async () => {
    const result = await esgkit(sandbox(), [
      'lookup',
      invalid('bad-isin.csv'),
      invalid('no-weight-column.csv'),
      '--json',
    ]);
    expect(result.exitCode).toBe(3);
    const output = CliLookupOutput.parse(JSON.parse(text(result.stdout)));
    expect(output.map((r) => [r.name, r.status, r.issues.map((i) => `${i.line}:${i.code}`)])).toEqual([
      ['bad-isin', 'invalid', ['3:isinCheckDigit']],
      ['no-weight-column', 'invalid', ['1:noWeightColumn']],
    ]);
  });

  it('speaks Italian under LANG=it_IT.UTF-8', async () => {
    const result = await esgkit(sandbox(), ['lookup', invalid('not-a-number.csv')], {
      env: { LANG: 'it_IT.UTF-8' },
    });
    expect(result.exitCode).toBe(3);
    expect(text(result.stderr)).toContain('not-a-number.csv:3: "forty" non è un numero.');
    expect(text(result.stdout)).toContain('dati non validi');
  });

  it('warns about weights that sum to 80 when not on a terminal, and refuses them with --strict', async () => {
    const box = sandbox();
    const file = join(box.dir, 'eighty.csv');
    writeFileSync(file, 'Ticker,Weight\nURTH,50\nIAGG,30\n');
    const strict = await esgkit(box, ['--strict', 'lookup', file, '--json']);
    expect(strict.exitCode).toBe(3);
    expect(text(strict.stderr)).toContain('The weights add up to 80, not 100 or 1');
    expect(CliLookupOutput.parse(JSON.parse(text(strict.stdout)))[0]?.status).toBe('invalid');
  });
});

describe('flags', () => {
  it('exits 2 on bad flag values and unknown commands', async () => {
    const box = sandbox();
    expect((await esgkit(box, ['lookup', 'URTH', '--since', '2025-13-40'])).exitCode).toBe(2);
    expect((await esgkit(box, ['lookup', 'URTH', '--concurrency', '0'])).exitCode).toBe(2);
    expect((await esgkit(box, ['lookup', 'URTH', '--basis', 'some'])).exitCode).toBe(2);
    expect((await esgkit(box, ['frobnicate'])).exitCode).toBe(2);
    expect((await esgkit(box, ['--lang', 'de', 'lookup', 'URTH'])).exitCode).toBe(2);
  });

  it('refuses --amount with a file that has an amount column (the amounts set the total)', async () => {
    const result = await esgkit(sandbox(), ['lookup', 'fixtures/portfolios/amounts.csv', '--amount', '5000']);
    expect(result.exitCode).toBe(2);
    expect(text(result.stderr)).toContain(
      '--amount cannot be used with an amount column (fixtures/portfolios/amounts.csv)',
    );
  });
});

describe('esgkit config', () => {
  it('stores a language that the next run uses, below ESGKIT_LANG', async () => {
    const box = sandbox();
    expect((await esgkit(box, ['config', 'set', 'lang', 'it'])).exitCode).toBe(0);
    expect(text((await esgkit(box, ['config', 'get', 'lang'])).stdout).trim()).toBe('it-IT');
    const run = await esgkit(box, ['lookup', invalid('not-a-number.csv')]);
    expect(text(run.stderr)).toContain('non è un numero');
    expect(
      text((await esgkit(box, ['config', 'get', 'lang'], { env: { ESGKIT_LANG: 'en-US' } })).stdout).trim(),
    ).toBe('en-US');
    expect((await esgkit(box, ['config', 'set', 'amount', 'lots'])).exitCode).toBe(2);
  });
});

describe('a file named on the command line that does not exist', () => {
  // docs/cli.md: a missing file is `No such file: PATH`, exit 3, in the run's language, found before the engine
  // starts, so nothing is created (a template was created before its --csv file was found missing, then
  // "Unexpected error: ENOENT", exit 1)
  const commands: [string[], string][] = [
    [['report', 'nope.csv', '--pdf', 'out.pdf'], 'No such file: nope.csv'],
    [['clients', 'import', 'nope.csv'], 'No such file: nope.csv'],
    [
      ['clients', 'add', '--first', 'Ada', '--last', 'Lovelace', '--portfolio', 'nope.csv'],
      'No such file: nope.csv',
    ],
    [['scoring', 'import', 'nope.yaml'], 'No such file: nope.yaml'],
    [['company', 'set', '--name', 'Rossi Srl', '--logo', 'nope.svg'], 'No such file: nope.svg'],
    [['templates', 'add', 'Mine', '--kind', 'fund', '--csv', 'nope.csv'], 'No such file: nope.csv'],
    [['templates', 'upload', 'Mine', 'nope.csv', '--lang', 'it-IT'], 'File inesistente: nope.csv'],
  ];

  it("exits 3 naming the file, in the run's language, before any engine starts", async () => {
    const runs = await Promise.all(
      commands.map(async ([args, message]) => {
        const box = sandbox();
        return { args, message, box, result: await esgkit(box, args, { cwd: box.dir }) };
      }),
    );
    for (const { args, message, box, result } of runs) {
      const stderr = text(result.stderr);
      expect([args.join(' '), result.exitCode, stderr.includes(message)], stderr).toEqual([
        args.join(' '),
        3,
        true,
      ]);
      expect(stderr).not.toContain('ENOENT');
      // no engine started: no store, so no template, client or company change was made
      expect(existsSync(box.dataDir), args.join(' ')).toBe(false);
    }
  });
});

describe('esgkit --data with a dataset that does not import', () => {
  it('exits 3 with its file:line:column list', async () => {
    const box = sandbox();
    const dataset = join(box.dir, 'dataset');
    mkdirSync(dataset);
    cpSync(join(repoRoot, 'fixtures/datasets/minimal'), dataset, { recursive: true });
    const securities = join(dataset, 'securities.csv');
    const lines = readFileSync(securities, 'utf8').split('\n');
    lines[2] = lines[2]!.replace(/^([^,]*),([^,]*),/, '$1,NOT-AN-ISIN,');
    writeFileSync(securities, lines.join('\n'));
    const result = await esgkit(box, ['--data', dataset, 'data', 'info']);
    expect(result.exitCode).toBe(3);
    expect(text(result.stderr)).toMatch(/^securities\.csv:3:2: /m);
  });
});

describe('Ctrl-C', () => {
  it('cancels a lookup, closes the engine and exits 130', async () => {
    const box = sandbox();
    const run = esgkit(box, ['lookup', 'fixtures/portfolios', '--json']);
    // Wait until the engine is up and the first portfolio is under way, then interrupt.
    await new Promise<void>((resolve) => {
      let seen = '';
      run.stderr?.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (/\(\d+%\)/.test(seen)) resolve();
      });
      void run.then(() => resolve());
    });
    run.kill('SIGINT');
    const result = await run;
    expect(result.exitCode).toBe(130);
  });
});
