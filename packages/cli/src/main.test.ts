import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from './main.ts';

/** One in-process run of `esgkit argv`: its exit code, stdout and stderr (no engine starts for these lines). */
const run = async (argv: readonly string[], env: Record<string, string> = {}) => {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk) => {
    out += String(chunk);
  });
  stderr.on('data', (chunk) => {
    err += String(chunk);
  });
  const code = await main({
    argv,
    signal: new AbortController().signal,
    streams: { stdout, stderr, stdin: new PassThrough() },
    env,
  });
  return { code, stdout: out, stderr: err };
};

beforeEach(() => {
  // the conf file of these runs, never the user's; and no language from the machine running the tests
  vi.stubEnv('ESGKIT_CONFIG_DIR', mkdtempSync(join(tmpdir(), 'esgkit-main-')));
  vi.stubEnv('ESGKIT_LANG', '');
  vi.stubEnv('LC_ALL', '');
  vi.stubEnv('LC_MESSAGES', '');
  vi.stubEnv('LANG', 'en_US.UTF-8');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('usage errors: exit 2, one line in the run’s language (issue 23)', () => {
  it('checks a date where the flag is declared, naming the flag', async () => {
    const en = await run(['lookup', 'URTH', '--since', '2025-13-40']);
    expect(en.code).toBe(2);
    expect(en.stderr).toContain(
      "error: option '--since <yyyy-mm-dd>' argument '2025-13-40' is invalid. Give a date as yyyy-mm-dd.",
    );
    const it_ = await run(['lookup', 'URTH', '--since', '2025-13-40', '--lang', 'it-IT']);
    expect(it_.code).toBe(2);
    expect(it_.stderr).toContain(
      "errore: il valore '2025-13-40' dell’opzione '--since <yyyy-mm-dd>' non è valido. Indica una data come AAAA-MM-GG.",
    );
  });

  it('says in Italian what commander and the commands refuse', async () => {
    const lang = { LANG: 'it_IT.UTF-8' };
    const concurrency = await run(['lookup', 'URTH', '--concurrency', '0'], lang);
    expect(concurrency.code).toBe(2);
    expect(concurrency.stderr).toContain('Indica un numero intero da 1 a 64.');
    const unknown = await run(['frobnicate'], lang);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("errore: comando sconosciuto 'frobnicate'");
    const noOut = await run(['report', '--all-clients', '--lang', 'it-IT']);
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toContain('--all-clients richiede --out CARTELLA.');
    const band = await run(['screen', 'companies', '--exclude', 'tobacco:some', '--lang', 'it-IT']);
    expect(band.code).toBe(2);
    expect(band.stderr).toContain("La fascia 'some' deve essere none, minor o serious");
  });

  it('translates the errors the services find before any engine starts', async () => {
    const window = await run([
      'lookup',
      'URTH',
      '--from',
      '2025-06-01',
      '--to',
      '2025-01-01',
      '--lang',
      'it-IT',
    ]);
    expect(window.code).toBe(2);
    expect(window.stderr).toBe('--from 2025-06-01 è successiva a --to 2025-01-01.\n');
    const setting = await run(['config', 'set', 'colour', 'red', '--lang', 'it-IT']);
    expect(setting.code).toBe(2);
    expect(setting.stderr).toBe("Impostazione sconosciuta 'colour'; usa api, token, lang, amount.\n");
    vi.stubEnv('LANG', 'it_IT.UTF-8'); // the run's language is not known yet: the terminal's
    const lang = await run(['--lang', 'de', 'config', 'get'], { LANG: 'it_IT.UTF-8' });
    expect(lang.code).toBe(2);
    expect(lang.stderr).toBe("--lang: lingua sconosciuta 'de'; usa en-US o it-IT.\n");
  });
});

describe('a service refuses an option by its name; the command names the flag (issue 23)', () => {
  it('says in Italian which filter value a screening does not take', async () => {
    // SFDR articles are 6, 8 and 9 (spec doc 1 §3): 7 is refused before any engine starts, under the flag's own name.
    const sfdr = await run(['screen', 'funds', '--sfdr', '7', '--lang', 'it-IT']);
    expect(sfdr.code).toBe(2);
    expect(sfdr.stderr).toBe("--sfdr: '7' non è un valore ammesso per questo filtro.\n");
    const ter = await run(['screen', 'funds', '--max-ter', 'abc']);
    expect(ter.code).toBe(2);
    expect(ter.stderr).toBe("--max-ter: 'abc' is not a value this filter takes.\n");
    // a fund rating is 1–5 stars (issue 26 part 7): 6 is refused under its own flag
    const rating = await run(['screen', 'funds', '--min-rating', '6']);
    expect(rating.code).toBe(2);
    expect(rating.stderr).toBe("--min-rating: '6' is not a value this filter takes.\n");
  });

  it('names the flag a country screening does not take, and a bad --sort', async () => {
    const paged = await run(['screen', 'countries', '--page', '2', '--lang', 'it-IT']);
    expect(paged.code).toBe(2);
    expect(paged.stderr).toBe(
      '--page: lo screening dei paesi non ha pagine, ordinamento né ricerca; elenca ogni paese che supera i filtri.\n',
    );
    const order = await run(['screen', 'funds', '--sort', 'name:up']);
    expect(order.code).toBe(2);
    expect(order.stderr).toBe("--sort: 'name:up' is COLUMN[:asc|desc].\n");
  });
});

describe('--json and exit 0 in process', () => {
  it('prints config get --json on stdout only', async () => {
    const result = await run(['config', 'get', 'lang', '--json', '--lang', 'it-IT']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ lang: { value: 'it-IT', from: 'flag' } });
    expect(result.stderr).toBe('');
  });
});
