import {
  type FrontierRow,
  type MatchedFund,
  type MatchingResult,
  type NearMiss,
  type PreferenceCheck,
  type SdgFit,
  sdgByNumber,
} from '@esgkit/core';
import { Alert, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title, useMatches } from '@mantine/core';
import { useLocale, useT } from '../../app/locale.tsx';
import { DataTable, Figure, useFormats } from '../../shared/results/parts.tsx';

const percentOf = (fraction: number | null) => (fraction === null ? null : fraction * 100);

/** Each chosen SDG's score on the fund and what it adds to the portfolio, as a badge in the goal's colour. */
const SdgContributions = ({ fits }: { fits: readonly SdgFit[] }) => {
  const { locale } = useLocale();
  const f = useFormats();
  return (
    <Group gap={4}>
      {fits.map((fit) => {
        const sdg = sdgByNumber(fit.sdg);
        return (
          <Badge
            key={fit.sdg}
            color={sdg?.color ?? 'gray'}
            variant="filled"
            radius="sm"
            title={sdg?.name[locale]}
            data-testid={`fit-sdg-${fit.sdg}`}
          >
            {`${fit.sdg}: ${f.num(fit.contribution ?? fit.score, 1)}`}
          </Badge>
        );
      })}
    </Group>
  );
};

const preferenceKeys = ['taxonomyAligned', 'sustainableInvestment', 'principalAdverseImpacts'] as const;
const statusColor = { met: 'green', notMet: 'red', noData: 'gray' } as const;

/** The MiFID II preference categories the client set, each met, not met or without data. */
const Preferences = ({ check }: { check: PreferenceCheck }) => {
  const t = useT();
  const asked = preferenceKeys.filter((k) => check[k] !== undefined);
  if (asked.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('web.matching.noPreferences')}
      </Text>
    );
  return (
    <Stack gap={2}>
      {asked.map((k) => {
        const status = check[k]!;
        return (
          <Text key={k} size="xs" data-testid={`mifid-${k}`} data-status={status}>
            {`${t(`web.matching.preferences.${k}`)}: `}
            <Text span size="xs" fw={700} c={statusColor[status]}>
              {t(`web.matching.preferenceStatus.${status}`)}
            </Text>
          </Text>
        );
      })}
    </Stack>
  );
};

/** Why a fund is in the portfolio: its SDG contributions and the engine's reasons, in the user's language. */
const Why = ({ fund }: { fund: MatchedFund }) => (
  <Stack gap={4}>
    <SdgContributions fits={fund.sdgFit} />
    <List size="xs" spacing={0}>
      {fund.reasons.map((reason, i) => (
        <List.Item key={`${reason.kind}-${reason.sdg ?? i}`}>{reason.text}</List.Item>
      ))}
    </List>
  </Stack>
);

const FundName = ({ fund }: { fund: MatchedFund }) => (
  <Stack gap={0}>
    <Text size="sm" fw={600}>
      {fund.name}
    </Text>
    <Text size="xs" c="dimmed">
      {[fund.ticker, fund.isin].filter(Boolean).join(' · ')}
    </Text>
  </Stack>
);

/** On a phone each fund is a card (the table's seven columns do not fit 390 px). */
const FundCards = ({ funds }: { funds: readonly MatchedFund[] }) => {
  const t = useT();
  const f = useFormats();
  return (
    <Stack gap="sm" data-testid="matching-funds">
      {funds.map((fund) => (
        <Card key={fund.securityId} withBorder padding="sm" data-testid="matching-fund-card">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <FundName fund={fund} />
              <Text fw={700}>{f.pct(fund.weightPct, 2)}</Text>
            </Group>
            <SimpleGrid cols={2} spacing="xs">
              <Figure label={t('web.matching.volatility')} value={f.pct(percentOf(fund.volatility), 1)} />
              <Figure
                label={t('web.matching.scores')}
                value={`${f.num(fund.sustainabilityScore, 0)} (${f.num(fund.environmentalScore, 0)} / ${f.num(fund.socialScore, 0)} / ${f.num(fund.governanceScore, 0)})`}
              />
            </SimpleGrid>
            <Why fund={fund} />
            <Text size="xs" c="dimmed">
              {t('web.matching.mifid')}
            </Text>
            <Preferences check={fund.preferences} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
};

/**
 * The answer of `matching.run`: the proposed funds with weights and why, the portfolio's SDG exposure and
 * volatility against the level's cap, the near misses with why, and the frontier one level lower and higher.
 */
export const Proposal = ({ result }: { result: MatchingResult }) => {
  const t = useT();
  const f = useFormats();
  const phone = useMatches({ base: true, sm: false });
  const levelLabel = (level: number) =>
    `${level}. ${t(`analytics.riskLevels.level${level as 1 | 2 | 3 | 4 | 5}.label`)}`;
  return (
    <Stack gap="md" mb="md" data-testid="matching-proposal">
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('web.matching.proposalTitle')}
          </Title>
          {result.isDefault ? (
            <Alert color="yellow" variant="light" data-testid="matching-default">
              {t('web.matching.defaultNote')}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure label={t('web.matching.riskTitle')} value={levelLabel(result.riskLevel)} />
            <Figure label={t('web.matching.exposure')} value={f.num(result.exposure, 1)} />
            <Figure label={t('web.matching.volatility')} value={f.pct(percentOf(result.volatility), 1)} />
            <Figure
              label={t('web.matching.volatilityCap')}
              value={f.pct(percentOf(result.volatilityCap), 0)}
            />
          </SimpleGrid>
          <SdgContributions fits={result.sdgExposure} />
          {phone ? (
            <FundCards funds={result.funds} />
          ) : (
            <DataTable<MatchedFund>
              testId="matching-funds"
              rowKey={(r) => r.securityId}
              minWidth={900}
              rows={result.funds}
              columns={(c) => [
                c.text('fund', t('web.matching.fund'), (r) => <FundName fund={r} />),
                c.pct('weight', t('web.matching.weight'), (r) => r.weightPct, 2),
                c.text('why', t('web.matching.why'), (r) => <Why fund={r} />),
                c.pct('volatility', t('web.matching.volatility'), (r) => percentOf(r.volatility), 1),
                c.text(
                  'scores',
                  t('web.matching.scores'),
                  (r) =>
                    `${f.num(r.sustainabilityScore, 0)} (${f.num(r.environmentalScore, 0)} / ${f.num(r.socialScore, 0)} / ${f.num(r.governanceScore, 0)})`,
                ),
                c.text('mifid', t('web.matching.mifid'), (r) => <Preferences check={r.preferences} />),
              ]}
            />
          )}
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('web.matching.nearMissesTitle')}
            </Title>
            {result.nearMisses.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('web.matching.noNearMisses')}
              </Text>
            ) : (
              <DataTable<NearMiss>
                testId="matching-near-misses"
                rowKey={(r) => r.securityId}
                minWidth={520}
                rows={result.nearMisses}
                columns={(c) => [
                  c.text('fund', t('web.matching.fund'), (r) => r.name),
                  c.num('fit', t('web.matching.exposure'), (r) => r.fit, 1),
                  c.pct('volatility', t('web.matching.volatility'), (r) => percentOf(r.volatility), 1),
                  c.text('why', t('web.matching.why'), (r) => r.text),
                ]}
              />
            )}
          </Stack>
        </Card>
        <Card withBorder padding="md">
          <Stack gap="sm">
            <div>
              <Title order={2} fz="lg">
                {t('web.matching.frontierTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('web.matching.frontierHint')}
              </Text>
            </div>
            <DataTable<FrontierRow>
              testId="matching-frontier"
              rowKey={(r) => String(r.riskLevel)}
              minWidth={420}
              rows={result.frontier}
              columns={(c) => [
                c.text('level', t('web.matching.level'), (r) => (
                  <Group gap={6}>
                    <Text size="sm" fw={r.isChosen ? 700 : 400}>
                      {levelLabel(r.riskLevel)}
                    </Text>
                    {r.isChosen ? <Badge size="xs">{t('web.matching.chosen')}</Badge> : null}
                    {r.isDefault ? (
                      <Badge size="xs" color="gray">
                        {t('web.matching.defaultPortfolio')}
                      </Badge>
                    ) : null}
                  </Group>
                )),
                c.pct('cap', t('web.matching.volatilityCap'), (r) => percentOf(r.volatilityCap), 0),
                c.num('exposure', t('web.matching.exposure'), (r) => r.exposure, 1),
                c.pct('volatility', t('web.matching.volatility'), (r) => percentOf(r.volatility), 1),
              ]}
            />
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
};
