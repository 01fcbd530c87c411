import { ApiError, type FigureTrace, readCsvTable } from '@esgkit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { profileOf, renderWithApp } from '../../../test/helpers/render-app.tsx';
import { ResultsProvider } from './context.tsx';
import { ExplainFigure } from './ExplainFigure.tsx';

// "How is this computed?" (issue 31) on a hand-made PAI 2 trace, the engine faked at the API boundary; the Chromium
// journey against the real engine is test/explain.test.ts. PAI 2 = Σ(v_i / EVIC_i × E_i) / (V / 10⁶):
// A 600,000 / 2e9 × 100,000 = 30 t, B 400,000 / 1e9 × 50,000 = 20 t, V = 2,000,000 EUR → 50 / 2 = 25 t per EUR m,
// each holding's term its part of that: 15 and 10. C (1,000,000 EUR) reports no EVIC: excluded, missing value.
const trace: FigureTrace = {
  figure: 'pai:t1_2',
  label: 'Carbon footprint',
  area: 'pai',
  method: { id: 'pai-class-b-per-million-invested', version: 1 },
  formula: '\\frac{\\sum_i \\frac{v_i}{EVIC_i} E_i}{V / 10^6}',
  snapshotVersion: '2026-06-30.3',
  asOf: '2026-06-30',
  fiscalYear: 2024,
  status: 'ok',
  value: 25,
  unit: 't_co2e_per_meur_invested',
  totalValueEur: 2_000_000,
  coveredValueEur: 1_000_000,
  missingValueEur: 1_000_000,
  terms: [
    {
      key: 'c-a',
      name: 'Alpina Energia',
      weightPct: 30,
      valueEur: 600_000,
      path: ['Fondo Verde'],
      inputs: { v: 600_000, evic_eur: 2e9, ghg_total: 100_000 },
      estimated: false,
      fiscalYear: 2024,
      term: 15,
    },
    {
      key: 'c-b',
      name: 'Borealis Steel',
      weightPct: 20,
      valueEur: 400_000,
      path: [],
      inputs: { v: 400_000, evic_eur: 1e9, ghg_total: 50_000 },
      estimated: true,
      fiscalYear: 2023,
      term: 10,
    },
  ],
  excluded: [
    {
      key: 'c-c',
      name: 'Cobalt Mining',
      valueEur: 1_000_000,
      reason: 'missingData',
      missing: ['evic_eur'],
    },
  ],
  steps: [
    { symbol: 'S', label: 'Σ financed emissions', op: 'sumInput', args: ['ghg_total'], value: 50 },
    { symbol: 'V', label: 'Current value of all investments (EUR m)', op: 'input', args: [2], value: 2 },
    { symbol: 'PAI_2', label: 'Carbon footprint', op: 'div', args: ['S', 'V'], value: 25 },
  ],
  additive: true,
};

// what the engine's explain.figureCsv writes for the trace above (core traceTermsCsv, excel-it): every term, then the
// excluded holding without a term
const serverCsv = [
  'Chiave;Nome;Peso (%);Valore (EUR);Detenuto tramite;v;evic_eur;ghg_total;Riportato o stimato;Esercizio;Termine;Escluso perché;Dati mancanti',
  'c-a;Alpina Energia;30;600000;Fondo Verde;600000;2000000000;100000;Riportato;2024;15;;',
  'c-b;Borealis Steel;20;400000;;400000;1000000000;50000;Stimato;2023;10;;',
  'c-c;Cobalt Mining;;1000000;;;;;;;;Dati mancanti;evic_eur',
].join('\r\n');

const open = async (answer: () => unknown, { locale = 'en-US' as 'en-US' | 'it-IT' } = {}) => {
  const asked: unknown[] = [];
  const askedCsv: unknown[] = [];
  const screen = await renderWithApp(
    <ResultsProvider subject={{ portfolioId: '00000000-0000-4000-8000-000000000001' }} base="/x">
      <p>PAI 2: 25.00</p>
      <ExplainFigure figure="pai:t1_2" label="Carbon footprint" />
    </ResultsProvider>,
    {
      locale,
      profile: profileOf({ userLanguage: [locale] }),
      routes: {
        'explain.figure': (input) => {
          asked.push(input);
          return answer();
        },
        'explain.figureCsv': (input) => {
          askedCsv.push(input);
          return {
            bytes: new TextEncoder().encode(serverCsv),
            contentType: 'text/csv; charset=utf-8',
            filename: 'terms-pai-t1_2.csv',
          };
        },
      },
    },
  );
  return { screen, asked, askedCsv };
};

describe('"How is this computed?" (issue 31)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens a labelled dialog with the formula, steps, contributors, exclusions and coverage, and closes on Esc', async () => {
    const { screen, asked } = await open(() => ({ data: trace }));
    expect(screen.container.querySelector('.katex')).toBeNull();
    await screen.getByRole('button', { name: 'How is this computed? Carbon footprint' }).click();
    const dialog = screen.getByRole('dialog', { name: 'How this figure is computed' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByTestId('explain-value')).toHaveTextContent('25.00 t CO2e/€M invested');
    expect(asked[0]).toMatchObject({
      params: { portfolioId: '00000000-0000-4000-8000-000000000001' },
      query: { figure: 'pai:t1_2' },
    });
    expect(document.querySelector('[role="dialog"] [data-testid="method-formula"] .katex')).not.toBeNull();
    await expect
      .element(dialog.getByTestId('explain-method'))
      .toHaveTextContent(
        'PAI class B — per € million invested (e.g. PAI 2 carbon footprint) · version 1 Read the method',
      );
    expect(dialog.getByTestId('explain-method-link').element().getAttribute('href')).toBe(
      '/platform/documentation/methodologies#method-pai-class-b-per-million-invested',
    );
    await expect
      .element(dialog.getByTestId('explain-snapshot'))
      .toHaveTextContent('Data snapshot 2026-06-30.3');
    await expect.element(dialog.getByTestId('explain-fiscal-year')).toHaveTextContent('Fiscal year 2024');
    await expect.element(dialog.getByTestId('explain-covered')).toHaveTextContent('1,000,000.00 EUR');
    await expect.element(dialog.getByTestId('explain-missing')).toHaveTextContent('1,000,000.00 EUR');
    const rows = [...document.querySelectorAll('[data-testid="explain-contributors"] tbody tr')].map((r) =>
      [...r.querySelectorAll('td')].map((c) => c.textContent),
    );
    expect(rows).toEqual([
      [
        'Alpina Energia',
        'Fondo Verde',
        '30.00%',
        // inputs by their labels (core's traceInputLabel); a name without one (ghg_total) as it is
        'Value (EUR) = 600,000.0000 · EVIC (EUR) = 2,000,000,000.0000 · ghg_total = 100,000.0000',
        'Reported',
        '15.0000',
      ],
      [
        'Borealis Steel',
        'Direct',
        '20.00%',
        'Value (EUR) = 400,000.0000 · EVIC (EUR) = 1,000,000,000.0000 · ghg_total = 50,000.0000',
        'Estimated',
        '10.0000',
      ],
    ]);
    const excluded = [...document.querySelectorAll('[data-testid="explain-excluded"] tbody td')].map(
      (c) => c.textContent,
    );
    expect(excluded).toEqual(['Cobalt Mining', '1,000,000.00', 'Missing data (missing: EVIC (EUR))']);
    const steps = document.querySelector('[data-testid="explain-steps"]')?.textContent ?? '';
    expect(steps).toContain('Current value of all investments (EUR m)2.0000');
    expect(steps).toContain('Carbon footprint25.0000');
    // the focus is kept inside the dialog; Esc closes it
    expect(document.querySelector('[role="dialog"]')?.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Italian, with Italian numbers', async () => {
    const { screen } = await open(() => ({ data: trace }), { locale: 'it-IT' });
    await screen.getByRole('button', { name: 'Come si calcola? Carbon footprint' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Come si calcola questo valore' });
    await expect
      .element(dialog.getByTestId('explain-value'))
      .toHaveTextContent('25,00 t CO2e/€ mln investiti');
    await expect.element(dialog.getByText('Principali contributi')).toBeVisible();
    await expect.element(dialog.getByText('Detenuto tramite')).toBeVisible();
    await expect
      .element(dialog.getByTestId('explain-excluded'))
      .toHaveTextContent('NomeEURMotivoCobalt Mining1.000.000,00Dati mancanti (mancanti: EVIC (EUR))');
    await expect.element(dialog.getByTestId('explain-fiscal-year')).toHaveTextContent('Esercizio 2024');
  });

  it('downloads every term as the server’s CSV in the user’s spreadsheet format, whose term column adds up to the figure', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:terms';
    });
    const { screen, askedCsv } = await open(() => ({ data: trace }), { locale: 'it-IT' });
    await screen.getByRole('button', { name: 'Come si calcola? Carbon footprint' }).click();
    await screen.getByRole('button', { name: 'Scarica i termini (CSV)' }).click();
    await expect.poll(() => saved.length).toBe(1);
    // the whole trace's terms come from the server (the dialog's answer holds only the top ones)
    expect(askedCsv).toEqual([
      {
        params: { portfolioId: '00000000-0000-4000-8000-000000000001' },
        query: { figure: 'pai:t1_2', locale: 'it-IT', format: 'excel-it' },
      },
    ]);
    const { delimiter, records } = readCsvTable(await saved[0]!.text());
    expect(delimiter).toBe(';');
    const header = records[0]!.cells;
    const term = header.indexOf('Termine');
    const rows = records.slice(1).map((r) => [r.cells[1], r.cells[term]]);
    // the two terms (Italian decimal comma), then the excluded holding without one
    expect(rows).toEqual([
      ['Alpina Energia', '15'],
      ['Borealis Steel', '10'],
      ['Cobalt Mining', ''],
    ]);
  });

  it('shows limited data as the server folds it: one "other holdings" row', async () => {
    const other = {
      key: 'other',
      name: 'Other holdings',
      weightPct: 20,
      valueEur: 400_000,
      path: [],
      inputs: {},
      estimated: false,
      fiscalYear: null,
      term: 10,
    };
    const { screen } = await open(() => ({ data: { ...trace, terms: [trace.terms[0]!, other] } }));
    await screen.getByRole('button', { name: 'How is this computed? Carbon footprint' }).click();
    // the dialog's body is a lazy chunk: wait for it (element() alone does not retry)
    await expect.element(screen.getByTestId('explain-contributors')).toBeVisible();
    const rows = [...document.querySelectorAll('[data-testid="explain-contributors"] tbody tr')].map((r) =>
      [...r.querySelectorAll('td')].map((c) => c.textContent),
    );
    expect(rows[1]).toEqual(['Other holdings', 'Direct', '20.00%', '', 'Reported', '10.0000']);
  });

  it('shows a fraction (a volatility of 0.1123) as the percentage the risk table shows: 11.23%', async () => {
    const volatility = { ...trace, value: 0.1123, unit: 'fraction' };
    const { screen } = await open(() => ({ data: volatility }));
    await screen.getByRole('button', { name: 'How is this computed? Carbon footprint' }).click();
    await expect.element(screen.getByRole('dialog').getByTestId('explain-value')).toHaveTextContent('11.23%');
  });

  it('says when the figure has no data, and shows a failure in place', async () => {
    const empty = { ...trace, status: 'noData' as const, value: null, terms: [], fiscalYear: null };
    const first = await open(() => ({ data: empty }));
    await first.screen.getByRole('button', { name: 'How is this computed? Carbon footprint' }).click();
    await expect.element(first.screen.getByText('No holding has the data this figure needs.')).toBeVisible();
    expect(document.querySelector('[data-testid="explain-contributors"]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    first.screen.unmount();
    const failing = await open(() => Promise.reject(new ApiError('notFound', 404)));
    await failing.screen.getByRole('button', { name: 'How is this computed? Carbon footprint' }).click();
    await expect.element(failing.screen.getByTestId('explain-error')).toBeVisible();
  });
});
