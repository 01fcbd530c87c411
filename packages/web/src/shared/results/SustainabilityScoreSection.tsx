import { SCORE_PILLARS, type ScoreComparison } from '@esgkit/core';
import { Group, Text } from '@mantine/core';
import { useT } from '../../app/locale.tsx';
import { scoringVersionLabel } from '../scoring/version-label.ts';
import { useViewQuery } from './context.tsx';
import { Explained } from './ExplainFigure.tsx';
import { Figure, TableSection, useFormats } from './parts.tsx';
import { sideLabels } from './side-labels.ts';

interface PillarRow {
  key: string;
  label: string;
  score: ScoreComparison;
}

/**
 * The five-pillar sustainability score of the portfolio (spec doc 2 §3) with the advisor's scoring profile, stating
 * the profile version it used (issue 28: "every score in a view, CSV or PDF states the profile version it used").
 */
export const SustainabilityScoreSection = () => {
  const t = useT();
  const f = useFormats();
  const query = useViewQuery('views.sustainability');
  const data = query.data?.data;
  const labels = sideLabels(t);
  const rows: PillarRow[] = data
    ? SCORE_PILLARS.map((p) => ({ key: p, label: t(`scoring.pillars.${p}`), score: data[p] }))
    : [];
  return (
    <TableSection
      title={t('scoring.score')}
      query={query}
      coverage={data?.overall.coverage}
      csv={{ section: 'sustainability' }}
      testId="sustainability-score"
      rows={rows}
      rowKey={(r) => r.key}
      columns={(col) => [
        col.text('pillar', t('exports.columns.pillar'), (r) => r.label),
        {
          ...col.text('portfolio', labels.portfolio, (r) => (
            <Explained
              figure={`esg:sustainability:${r.key}`}
              label={r.label}
              hasValue={r.score.portfolio !== null}
            >
              {f.num(r.score.portfolio, 1)}
            </Explained>
          )),
          numeric: true,
        },
        ...(data?.overall.benchmark === null
          ? []
          : [col.num('benchmark', labels.benchmark, (r: PillarRow) => r.score.benchmark, 1)]),
      ]}
    >
      {data ? (
        <>
          <Group gap="lg">
            <Figure
              label={labels.portfolio}
              value={f.num(data.overall.portfolio, 1)}
              testId="sustainability-score-portfolio"
              explain={
                data.overall.portfolio === null
                  ? undefined
                  : { figure: 'esg:total', label: t('scoring.score') }
              }
            />
            {data.overall.benchmark === null ? null : (
              <Figure label={labels.benchmark} value={f.num(data.overall.benchmark, 1)} />
            )}
          </Group>
          <Text size="sm" c="dimmed" my="xs" data-testid="scoring-profile-version">
            {scoringVersionLabel(t, data.scoringProfileVersion)}
          </Text>
        </>
      ) : null}
    </TableSection>
  );
};
