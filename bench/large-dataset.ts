import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A dataset folder with a portfolio's worth of extra securities: the minimal fixture plus `lines` generated companies
// with one equity each (tickers XT0 … XT<lines-1>), for 10,000-line portfolios (bench/chain-large, bench/cli).
const minimal = fileURLToPath(new URL('../fixtures/datasets/minimal', import.meta.url));

export const writeLargeDataset = (dir: string, lines: number): void => {
  cpSync(minimal, dir, { recursive: true });
  const ids = Array.from({ length: lines }, (_, i) => i);
  const append = (file: string, row: (i: number) => string) => {
    const path = join(dir, file);
    writeFileSync(path, `${readFileSync(path, 'utf8').trimEnd()}\n${ids.map(row).join('\n')}\n`);
  };
  append('companies.csv', (i) => `X${i},Large Co ${i},IT,Industrials,Machinery,C,28.11,${1_000_000 + i}`);
  append('securities.csv', (i) => `XS${i},,XT${i},Large Co ${i} ord.,equity,X${i},IT,EUR,equity,`);
  append('prices.csv', (i) => `XS${i},2025-06-26,10\nXS${i},2025-06-27,${10 + (i % 7) / 10}`);
  const header = readFileSync(join(dir, 'company_facts.csv'), 'utf8').split('\n')[0]!.split(',');
  append('company_facts.csv', (i) =>
    header
      .map((c) =>
        c === 'company_id'
          ? `X${i}`
          : c === 'year'
            ? '2024'
            : c === 'evic_eur'
              ? '100000000'
              : c === 'scope1_t'
                ? '120'
                : '',
      )
      .join(','),
  );
};

/**
 * The large dataset plus `funds` generated funds (XF0 … XF<funds-1>, tickers XFT…) holding `perFund` of the generated
 * equities each at equal weights: a portfolio of the funds looks through to funds × perFund lines (bench/explain).
 */
export const writeFundsDataset = (dir: string, funds: number, perFund: number): void => {
  writeLargeDataset(dir, funds * perFund);
  const ids = Array.from({ length: funds }, (_, f) => f);
  const append = (file: string, rows: string[]) => {
    const path = join(dir, file);
    writeFileSync(path, `${readFileSync(path, 'utf8').trimEnd()}\n${rows.join('\n')}\n`);
  };
  append(
    'securities.csv',
    ids.map((f) => `XF${f},,XFT${f},Large Fund ${f},fund,,IE,EUR,equity,`),
  );
  append(
    'funds.csv',
    ids.map(
      (f) =>
        `XF${f},Global Equity,Global Equity Large Cap,etf,1000000000,2015-01-02,0.2,IE,Large,,8,IT,2025-06-30,0`,
    ),
  );
  append(
    'holdings.csv',
    ids.flatMap((f) =>
      Array.from({ length: perFund }, (_, k) => `XF${f},XS${f * perFund + k},${100 / perFund},2025-06-30`),
    ),
  );
  append(
    'prices.csv',
    ids.flatMap((f) => [`XF${f},2025-06-26,100`, `XF${f},2025-06-27,100.5`]),
  );
};
