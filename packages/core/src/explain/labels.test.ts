import { describe, expect, it } from 'vitest';
import { paiFigures } from '../catalogues/pai.ts';
import { createI18n, createTranslator } from '../i18n/create-i18n.ts';
import { traceInputLabel } from './labels.ts';

// A trace's inputs and missing columns are shown by label (issue 31's known gap: the dialog showed `evic_eur`).

const label = (name: string, locale: 'en-US' | 'it-IT') =>
  traceInputLabel(name, createTranslator(locale), locale);

describe('traceInputLabel', () => {
  it('reads a dataset column by its label in the reader’s language', () => {
    expect(label('evic_eur', 'en-US')).toBe('EVIC (EUR)');
    expect(label('revenue_eur', 'en-US')).toBe('Revenue (EUR)');
    expect(label('revenue_eur', 'it-IT')).toBe('Ricavi (EUR)');
  });

  it('reads a PHY_ indicator code (an impact figure’s input) by the indicator catalogue’s name', () => {
    expect(label('PHY_GHG_SCOPE1', 'en-US')).toBe('Scope 1 GHG emissions');
    expect(label('PHY_GHG_SCOPE1', 'it-IT')).toBe('Emissioni di gas serra Scope 1');
  });

  it('leaves a name without a label as it is, never the catalogue key', () => {
    expect(label('not_a_column', 'it-IT')).toBe('not_a_column');
  });

  it('labels, in en-US and it-IT, every column the PAI explainer can read (each figure’s company, country and security columns)', () => {
    // pai-terms.ts lists a figure's columns of these files as the term's inputs and an exclusion's missing columns
    const files = new Set(['company_facts', 'countries', 'companies', 'securities']);
    const columns = [
      ...new Set(paiFigures.flatMap((f) => f.inputs.filter((i) => files.has(i.file)).map((i) => i.column))),
    ];
    expect(columns.length).toBeGreaterThan(60);
    const missing = (['en-US', 'it-IT'] as const).flatMap((locale) =>
      columns
        .filter(
          (c) =>
            typeof createI18n(locale).getResource(locale, 'translation', `web.explain.inputNames.${c}`) !==
            'string',
        )
        .map((c) => `${locale} ${c}`),
    );
    expect(missing).toEqual([]);
  });
});
