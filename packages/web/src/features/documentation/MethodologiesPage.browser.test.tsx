import type { MethodEntry } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { renderWithApp, starterProfile } from '../../../test/helpers/render-app.tsx';
import { MethodologiesPage } from './MethodologiesPage.tsx';

// A local sample of two entries (the shape core's METHODS has): the page's rendering, search and live example,
// with the engine's answers faked at the API boundary. The Chromium journey (test/methodologies.test.ts) runs the
// real entries against the real engine.
const both = (en: string, it: string) => ({ 'en-US': en, 'it-IT': it });
const sample: MethodEntry[] = [
  {
    id: 'weighted-return',
    version: 2,
    area: 'performance',
    title: both('Weighted portfolio return', 'Rendimento ponderato del portafoglio'),
    formula: 'R_p = \\sum_i w_i R_i',
    inputs: [
      { symbol: 'w_i', meaning: both('weight of holding i', 'peso della posizione i') },
      { symbol: 'R_i', meaning: both('return of holding i', 'rendimento della posizione i') },
    ],
    missingData: both('A holding without a return is left out.', 'Una posizione senza rendimento è esclusa.'),
    source: { citation: 'CFA Institute, GIPS 2020', article: '§2.A' },
    example: {
      description: both('Two holdings.', 'Due posizioni.'),
      inputs: { w_1: 0.5, R_1: 10, w_2: 0.5, R_2: 14.68 },
      expected: 12.34,
      unit: both('%', '%'),
    },
  },
  {
    id: 'controversy-band',
    version: 1,
    area: 'controversy',
    title: both('Controversy severity band', 'Fascia di gravità delle controversie'),
    formula: 'b = \\lceil s / 20 \\rceil',
    inputs: [
      { symbol: 's', meaning: both('severity score', 'punteggio di gravità') },
      { symbol: '\\text{cap}', word: both('cap', 'limite'), meaning: both('top band', 'fascia massima') },
    ],
    missingData: both('No score, no band.', 'Senza punteggio, nessuna fascia.'),
    source: { citation: 'esgkit controversies' },
    example: {
      description: both('A score of 41.', 'Un punteggio di 41.'),
      inputs: { s: 41 },
      expected: 3,
      unit: both('band', 'fascia'),
    },
  },
];

const computed: Record<string, number> = { 'weighted-return': 12.3401, 'controversy-band': 2 };
const page = (locale: 'en-US' | 'it-IT') =>
  renderWithApp(<MethodologiesPage methods={sample} />, {
    locale,
    profile: starterProfile(),
    path: '/platform/documentation/methodologies',
    routes: {
      'methods.example': (input) => {
        const id = (input as { params: { methodId: string } }).params.methodId;
        const entry = sample.find((m) => m.id === id);
        return { data: { id, expected: entry?.example.expected, computed: computed[id] } };
      },
    },
  });

describe('the methodologies page', () => {
  it('typesets each formula, groups by area and shows the live result beside the stated one', async () => {
    const screen = await page('en-US');
    await expect.element(screen.getByRole('heading', { name: 'Performance' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Controversies' })).toBeVisible();
    expect(screen.container.querySelectorAll('[data-testid="method-formula"] .katex').length).toBe(2);
    const card = screen.container.querySelector('#method-weighted-return');
    expect(card?.textContent).toContain('Stated result: 12.34 %');
    await expect.element(screen.getByText('computed now by the engine: 12.34 %')).toBeVisible();
    await expect.element(screen.getByLabelText('matches the stated result')).toBeInTheDocument();
    // the other one the fake engine gets wrong: the page says so instead of a tick
    await expect.element(screen.getByText('computed now by the engine: 2 band')).toBeVisible();
    await expect.element(screen.getByLabelText('differs from the stated result')).toBeInTheDocument();
  });

  it('reads the example’s unit and the input words in Italian', async () => {
    const screen = await page('it-IT');
    const card = screen.container.querySelector('#method-controversy-band');
    await expect.element(screen.getByText('calcolato ora dal motore: 2 fascia')).toBeVisible();
    expect(card?.textContent).toContain('Risultato indicato: 3 fascia');
    expect(card?.textContent).toContain('(limite) — fascia massima');
    expect(card?.textContent).not.toContain('band');
  });

  it('finds a method in Italian, regardless of case and accents, also by its English title', async () => {
    const screen = await page('it-IT');
    await expect.element(screen.getByRole('heading', { name: 'Rendimento' })).toBeVisible();
    await screen.getByPlaceholder('Cerca un metodo, in italiano o in inglese').fill('GRAVITA');
    await expect.element(screen.getByText('Metodi mostrati: 1 di 2')).toBeVisible();
    expect(screen.container.querySelector('#method-weighted-return')).toBeNull();
    expect(screen.container.querySelector('#method-controversy-band')).not.toBeNull();
    await screen.getByPlaceholder('Cerca un metodo, in italiano o in inglese').fill('weighted');
    await expect.element(screen.getByText('Rendimento ponderato del portafoglio')).toBeVisible();
    await screen.getByPlaceholder('Cerca un metodo, in italiano o in inglese').fill('nulla di simile');
    await expect.element(screen.getByText('Nessun metodo corrisponde alla ricerca.')).toBeVisible();
  });
});
