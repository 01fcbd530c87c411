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
