import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiClient, type Locale, type PortfolioInput, pdfSections } from '@esgkit/core';
import { englishWordsIn } from '@esgkit/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotInfoOf } from '../src/index.ts';
import { loadDataset, type Snapshot } from '../src/provider/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs, tempDir } from './provider/helpers.ts';

// Issue 22 item 9: the PDF report of a small-demo portfolio in it-IT carries no English word outside the data's own
// names (securities, companies, funds), tickers, ISINs and unit codes. The text is what pdftotext (poppler) reads.

const holdings: PortfolioInput = {
  investmentDay: '2025-06-30',
  investmentAmount: 100_000,
  portfolio: {
    items: [
      { input: 'URTH', weight: 60 },
      { input: 'IAGG', weight: 35 },
    ],
    cash: 5,
  },
};

failWhenPostgresMissing('suite');

describe.each(storeTargets)('the PDF report in it-IT on the small demo, on $name', (target) => {
  let t: TestEngine;
  let api: ApiClient;
  let snapshot: Snapshot;
  let lookupId = '';
  let dir = '';

  beforeAll(async () => {
    dir = tempDir('esgkit-pdf-');
    snapshot = await loadDataset({ cacheDir: tempDir('esgkit-demo-'), demoSize: 'small' });
    t = await startTestEngine({ target, loadSnapshot: async () => snapshotInfoOf(snapshot) });
    await t.engine.ready;
    api = t.client({ token: (await seedActor(t.engine, { label: 'pdf-it', plan: 'premium' })).token });
    lookupId = (await api.call('lookups.create', { body: holdings })).data.id;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  /** The report's text as pdftotext reads it, one line per text line, the data's own names taken out. */
  const reportText = async (locale: Locale): Promise<string[]> => {
    const pdf = await api.call('exports.report', {
      params: { portfolioId: lookupId },
      body: { sections: [...pdfSections], locale },
    });
    const file = join(dir, `report-${locale}.pdf`);
    writeFileSync(file, pdf.bytes);
    let text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    // names may wrap in a table cell: compare with line breaks read as spaces, longest names first
    text = text.replace(/[ \t]*\n[ \t]*/g, '\n');
    const { securities, companies } = snapshot.data;
    const names = [...new Set([...securities.name, ...companies.name])].sort((a, b) => b.length - a.length);
    let flat = text.replace(/\n/g, ' ');
    for (const name of names) if (flat.includes(name)) flat = flat.split(name).join(' ');
    // a long name is cut to fit its cell, with an ellipsis: a start of a name followed by … is that name
    flat = flat.replace(/(\S[^…]{0,80})…/g, (cut: string, start: string) => {
      for (let i = 0; i < start.length; i++)
        if (start.length - i >= 4 && names.some((name) => name.startsWith(start.slice(i))))
          return `${start.slice(0, i)} `;
      return cut;
    });
    return flat.split(/(?<=[.:;])\s+|\s{2,}/).filter((line) => englishWordsIn(line).length > 0);
  };

  it('has no English words outside names, codes and units; the en-US report does', async () => {
    const english = await reportText('en-US');
    expect(english.length).toBeGreaterThan(20);
    expect(await reportText('it-IT')).toEqual([]);
  }, 240_000);
});
