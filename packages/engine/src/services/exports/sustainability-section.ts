import { SCORE_PILLARS, type Translator } from '@esgkit/core';
import type { PortfolioRow } from '../../store/repositories/portfolios.ts';
import type { CalculationService } from '../calculations/index.ts';
import { portfolioProfile, type ScoringService } from '../scoring.ts';
import type { Table } from './sections.ts';

// The sustainability score as CSV (issue 28: "every score in a view, CSV or PDF states the profile version it used"):
// the overall score then its five pillars, portfolio beside benchmark, each pillar's weight in the profile and the
// profile's version on every row (a row read alone still says which weights made it).

export const sustainabilityTable = async (input: {
  calc: CalculationService;
  scoring: Pick<ScoringService, 'profileOf'>;
  row: PortfolioRow;
  t: Translator;
  c: (key: string) => string;
}): Promise<Table> => {
  const { calc, row, t, c } = input;
  const profile = await portfolioProfile(input.scoring, row);
  const view = await calc.sustainability(row, profile);
  const lines = [
    { label: t('scoring.score'), weight: null, score: view.overall },
    ...SCORE_PILLARS.map((p) => ({
      label: t(`scoring.pillars.${p}`),
      weight: profile.weights[p],
      score: view[p],
    })),
  ];
  return {
    header: ['measure', 'weightPct', 'portfolio', 'benchmark', 'coveragePct', 'scoringProfileVersion'].map(c),
    rows: lines.map(({ label, weight, score }) => [
      label,
      weight,
      score.portfolio,
      score.benchmark,
      score.coverage.pct,
      view.scoringProfileVersion,
    ]),
  };
};
