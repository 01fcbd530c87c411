import type { ChatAnswer } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { flagMessageKey, lineFromAnswer, questionWithSuggestion, tableCsv } from './chat-model.ts';

const table = {
  columns: [
    { key: 'company', label: 'Company' },
    { key: 'scope1', label: 'Scope 1', unit: 't CO2e' },
  ],
  rows: [
    { company: 'Alpina Energia S.p.A.', scope1: 2300000.5 },
    { company: 'Brenner Software AG', scope1: null },
  ],
};

describe('the chat table as CSV', () => {
  it('writes it in the Italian spreadsheet format: semicolons, decimal comma, empty cell for no data', () => {
    expect(tableCsv(table, 'it-IT')).toBe(
      '\uFEFFCompany;Scope 1 (t CO2e)\r\nAlpina Energia S.p.A.;2300000,5\r\nBrenner Software AG;\r\n',
    );
  });

  it('writes it in the US format with commas and a decimal point', () => {
    expect(tableCsv(table, 'en-US')).toBe(
      '\uFEFFCompany,Scope 1 (t CO2e)\r\nAlpina Energia S.p.A.,2300000.5\r\nBrenner Software AG,\r\n',
    );
  });
});

describe('a chat answer', () => {
  const answer = (flag: ChatAnswer['flag'], elements: ChatAnswer['elements']): ChatAnswer => ({
    elements,
    response: '',
    responseId: 'r1',
    flag,
    chartData: null,
  });

  it('keeps the "did you mean" of a flag 2 answer and the words not recognised', () => {
    const line = lineFromAnswer('a1', 'scope 1 of Alpina Energy', {
      ...answer(2, []),
      suggestions: ['Alpina Energia S.p.A.'],
      unrecognised: 'Alpina Energy',
    });
    expect(line.suggestions).toEqual(['Alpina Energia S.p.A.']);
    expect(line.unknown).toBe('Alpina Energy');
    expect(lineFromAnswer('a2', 'x', answer(0, [])).suggestions).toEqual([]);
  });

  it('shows the spec message for each flag that is not an answer, none for 0 and 4', () => {
    expect(flagMessageKey(1)).toBe('messages.chatNotInStarter');
    expect(flagMessageKey(6)).toBe('messages.chatTooManyIndicators');
    expect(flagMessageKey(0)).toBeNull();
    expect(flagMessageKey(4)).toBeNull();
  });

  it('asks again with a clicked suggestion in place of the words not recognised, whatever their case', () => {
    expect(
      questionWithSuggestion('scope 1 of alpina energy 2024', 'Alpina Energy', 'Alpina Energia S.p.A.'),
    ).toBe('scope 1 of Alpina Energia S.p.A. 2024');
    expect(questionWithSuggestion('scope 1 of X', null, 'Alpina')).toBeNull();
  });
});
