import { describe, expect, it } from 'vitest';
import { leftOutRows } from './csv-rows.ts';

describe('leftOutRows', () => {
  it('names the file line and security of each row the template did not keep', () => {
    const csv = 'ISIN;Ticker\nie00b4l5y983;\n;AAPL\n\nUS5949181045;\n';
    expect(leftOutRows(csv, ['IE00B4L5Y983'])).toEqual([
      { line: 3, input: 'AAPL' },
      { line: 5, input: 'US5949181045' },
    ]);
  });

  it('names a repeated security once, at its first line', () => {
    expect(leftOutRows('Ticker\nMSFT\nmsft\n', [])).toEqual([{ line: 2, input: 'MSFT' }]);
  });
});
