import { englishWordsIn } from '@esgkit/core/testing';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/helpers/render-app.tsx';
import { VegaChart } from './VegaChart.tsx';

// vega writes its own ARIA text on every axis and mark, in English ("X-axis for a discrete scale with 2 values",
// "category: Ambientale; value: 67,2"): an Italian page carried it on each chart. The chart speaks through its
// label (in the page's language) and the figures on the page, nothing else.
describe('VegaChart on an it-IT page', () => {
  it('carries no English of its own in its accessible text', async () => {
    const screen = await renderWithApp(
      <VegaChart
        label="Punteggi per pilastro"
        testId="chart"
        spec={{
          data: {
            values: [
              { category: 'Ambientale', value: 67.2 },
              { category: 'Sociale', value: 66.4 },
            ],
          },
          mark: 'bar',
          encoding: {
            x: { field: 'category', type: 'nominal', title: null },
            y: { field: 'value', type: 'quantitative', title: null },
          },
        }}
      />,
      { locale: 'it-IT' },
    );
    const chart = screen.getByTestId('chart');
    await expect.element(chart.getByText('Ambientale')).toBeInTheDocument();
    const root = chart.element();
    const accessibleTexts = [root, ...root.querySelectorAll('*')].flatMap((e) =>
      ['aria-label', 'aria-roledescription', 'aria-description']
        .map((name) => e.getAttribute(name))
        .filter((text): text is string => text !== null),
    );
    expect(accessibleTexts).toContain('Punteggi per pilastro');
    expect(accessibleTexts.filter((text) => englishWordsIn(text).length > 0)).toEqual([]);
  });
});
