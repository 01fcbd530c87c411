import { EntityScores, type Fund, FundRating, type Rating, scorePillars } from '@esgkit/core';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useLocale, useT } from '../../app/locale.tsx';
import { Figure, useFormats } from '../../shared/results/parts.tsx';

/** The six fund scores and the rating's pillars, in the order of spec doc 2 §3. */
const scores = EntityScores.keyof().options;
const pillars = FundRating.keyof().options.filter((k) => k !== 'overall');

/**
 * A fund as an analyst reads it (spec doc 1 §3 Security/fund, doc 2 §3): the six fund scores (0–100), the
 * proprietary fund rating with its four pillars and the global category rating (1–5 stars, docs/methodology.md
 * part B). A missing figure shows the no-data marker, never 0: an unrated fund has too few peers or too short a NAV
 * history.
 */
export const FundScores = ({ fund }: { fund: Fund }) => {
  const t = useT();
  const { locale } = useLocale();
  const f = useFormats();
  const stars = (rating: Rating) =>
    rating === null ? t('common.noDataMarker') : t('web.lookup.stars', { stars: rating });
  const pillarName = (id: string) =>
    scorePillars.find((p) => p.score === 'fund_rating' && p.id === id)!.name[locale];
  return (
    <Stack gap="xs" data-testid="fund-scores">
      <Title order={4} size="h6">
        {t('web.lookup.fundScores')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 6 }}>
        {scores.map((k) => (
          <Figure
            key={k}
            label={t(`analytics.columns.${k}`)}
            value={f.num(fund.scores[k], 1)}
            testId={`fund-score-${k}`}
          />
        ))}
      </SimpleGrid>
      <Title order={4} size="h6">
        {t('web.lookup.fundRatings')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 6 }}>
        <Figure
          label={t('analytics.columns.rating')}
          value={stars(fund.rating.overall)}
          testId="fund-rating"
        />
        {pillars.map((p) => (
          <Figure
            key={p}
            label={t('analytics.columns.ratingPillar', { pillar: pillarName(p) })}
            value={stars(fund.rating[p])}
            testId={`fund-rating-${p}`}
          />
        ))}
        <Figure
          label={t('analytics.columns.globalCategoryRating')}
          value={stars(fund.globalCategoryRating)}
          testId="fund-global-category-rating"
        />
      </SimpleGrid>
    </Stack>
  );
};
