import { describe, expect, it } from 'vitest';
import { datasetLabel } from './dataset-labels.ts';

describe('datasetLabel', () => {
  it('gives the Italian label of a known sector, industry and region in it-IT, the dataset’s name in en-US', () => {
    expect(datasetLabel('sector', 'Health Care', 'it-IT')).toBe('Sanità');
    expect(datasetLabel('industry', 'Electric Utilities', 'it-IT')).toBe('Servizi elettrici');
    expect(datasetLabel('region', 'North America', 'it-IT')).toBe('Nord America');
    expect(datasetLabel('sector', 'Health Care', 'en-US')).toBe('Health Care');
  });

  it('keeps a customer dataset’s own name when core has no label for it (and never reads the prototype)', () => {
    expect(datasetLabel('sector', 'Cleantech', 'it-IT')).toBe('Cleantech');
    expect(datasetLabel('industry', 'constructor', 'it-IT')).toBe('constructor');
    // a sector name is not an industry name: each list is looked up on its own
    expect(datasetLabel('industry', 'Energy', 'it-IT')).toBe('Energy');
  });
});
