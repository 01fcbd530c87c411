import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/index.ts';
import { traceTermsCsv } from './csv.ts';
import type { FigureTrace } from './trace.ts';

// PAI 2 of 100,000 €: A (40,000 €, EVIC 2 M€, 500 t) → 10 t / 0.1 = 100; B (60,000 € held through a fund "=EVIL",
// EVIC 1.2 M€, 300 t, estimated) → 15 t / 0.1 = 150; C (5,000 €) has no EVIC. Σ term = 250 = the figure.
const trace: FigureTrace = {
  figure: 'pai:t1_2',
  label: 'Carbon footprint',
  area: 'pai',
  method: { id: 'pai-class-b-per-million-invested', version: 1 },
  formula: '\\frac{\\sum_i v_i / EVIC_i \\cdot x_i}{V / 10^6}',
  snapshotVersion: 's1',
  asOf: '2025-06-30',
  fiscalYear: 2024,
  status: 'ok',
  value: 250,
  unit: 't_co2e_per_meur_invested',
  totalValueEur: 100_000,
  coveredValueEur: 100_000,
  missingValueEur: 5_000,
  terms: [
    {
      key: 'B',
      name: 'Beta, Inc.',
      weightPct: 60,
      valueEur: 60_000,
      path: ['=EVIL', 'World ETF'],
      inputs: { evic_eur: 1_200_000, ghg_t: 300 },
      estimated: true,
      fiscalYear: 2024,
      term: 150,
    },
    {
      key: 'A',
      name: 'Alpha',
      weightPct: 40,
      valueEur: 40_000,
      path: [],
      inputs: { evic_eur: 2_000_000, ghg_t: 500.5 },
      estimated: false,
      fiscalYear: 2023,
      term: 100,
    },
  ],
  excluded: [{ key: 'C', name: 'Gamma', valueEur: 5_000, reason: 'missingData', missing: ['evic_eur'] }],
  steps: [{ symbol: 'F', label: 'F', op: 'sumTerms', args: [], value: 250 }],
  additive: true,
};

describe('traceTermsCsv', () => {
  it('writes one row per term and per exclusion, headers in English, formula-safe, Σ term = the figure', () => {
    const csv = traceTermsCsv(trace, createTranslator('en-US'), 'rfc4180');
    expect(csv.split('\r\n')).toEqual([
      'Key,Name,Weight (%),Value (EUR),Held through,evic_eur,ghg_t,Reported or estimated,Fiscal year,Term,Excluded because,Missing inputs',
      'B,"Beta, Inc.",60,60000,\'=EVIL; World ETF,1200000,300,Estimated,2024,150,,',
      'A,Alpha,40,40000,,2000000,500.5,Reported,2023,100,,',
      'C,Gamma,,5000,,,,,,,Missing data,evic_eur',
      '',
    ]);
    const termColumn = csv
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',').at(-3))
      .filter((cell) => cell !== '');
    expect(termColumn.map(Number).reduce((a, b) => a + b, 0)).toBe(trace.value);
  });

  it('writes Italian headers, labels and decimal commas for Excel in Italian', () => {
    const lines = traceTermsCsv(trace, createTranslator('it-IT'), 'excel-it').split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFChiave;Nome;Peso (%);Valore (EUR);Detenuto tramite;evic_eur;ghg_t;Dichiarato o stimato;Esercizio;Termine;Escluso perché;Dati mancanti',
    );
    expect(lines[2]).toBe('A;Alpha;40;40000;;2000000;500,5;Dichiarato;2023;100;;');
    expect(lines[3]).toBe('C;Gamma;;5000;;;;;;;Dati mancanti;evic_eur');
  });
});
