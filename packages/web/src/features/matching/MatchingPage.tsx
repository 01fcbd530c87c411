import {
  ApiError,
  DEFAULT_INVESTMENT_AMOUNT_EUR,
  formatPercent,
  InvestingPurpose,
  type MatchingQuery,
  RISK_LEVELS,
  toIsoDate,
} from '@esgkit/core';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiQuery, useProfile } from '../../app/api.ts';
import { translateMessage } from '../../app/i18n.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { LookupProgress } from '../../shared/lookup/LookupProgress.tsx';
import { editorInvestmentDay } from '../../shared/lookup/lookup-defaults.ts';
import { useLookupRun } from '../../shared/lookup/use-lookup-run.ts';
import { ExclusionFilter } from '../../shared/screening/filters.tsx';
import { matchingResultsPath } from './paths.ts';
import { lastQuery, saveProposal } from './proposal-store.ts';
import {
  checkDraft,
  type DraftErrors,
  draftOfQuery,
  emptyDraft,
  type MatchingDraft,
  type SfdrArticle,
} from './questionnaire.ts';
import { SdgPicker } from './SdgPicker.tsx';

const sfdrArticles: readonly SfdrArticle[] = [6, 8, 9];

const Section = ({
  title,
  hint,
  error,
  testId,
  children,
}: {
  title: string;
  hint?: string;
  error?: string | undefined;
  testId: string;
  children: ReactNode;
}) => (
  <Card withBorder padding="md" data-testid={testId}>
    <Stack gap="sm">
      <div>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </div>
      {children}
      {error ? (
        <Text size="sm" c="red" role="alert" data-testid={`${testId}-error`}>
          {error}
        </Text>
      ) : null}
    </Stack>
  </Card>
);

/**
 * Matching research (doc 1 §2 datahub/matching/research; §5 its rules): SDGs, a risk level and goals, with the
 * optional exclusions, minimum SFDR article and MiFID II preferences. Run checks it with the engine's schema, asks
 * `matching.run`, then runs the proposed portfolio through the lookup chain, the same one Lookup uses, and opens
 * its results (the proposal above the lookup views, doc 1 §2 "Results mirror the lookup views").
 */
export const MatchingPage = () => {
  const t = useT();
  const { locale } = useLocale();
  const { client } = useServices();
  const navigate = useNavigate();
  const { profile } = useProfile();
  const previous = lastQuery();
  const [draft, setDraft] = useState<MatchingDraft | null>(() => (previous ? draftOfQuery(previous) : null));
  // the purpose starts at the profile's investing purpose (once the profile has loaded)
  const form = draft ?? emptyDraft(profile?.investingPurpose ?? null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const set = (patch: Partial<MatchingDraft>) => {
    const next = { ...form, ...patch };
    setDraft(next);
    // a message shown goes once its part is answered (new ones wait for Run)
    if (Object.keys(errors).length > 0) {
      const checked = checkDraft(next);
      const still = checked.ok ? {} : checked.errors;
      setErrors(
        Object.fromEntries(Object.entries(errors).filter(([field]) => field in still)) as DraftErrors,
      );
    }
  };
  const [failure, setFailure] = useState<string | null>(null);
  const [matching, setMatching] = useState(false);
  const lookup = useLookupRun();
  const defaults = useApiQuery('lookups.defaults');
  const filters = useQuery({
    // screening's filter lists, keyed as screening keys them (labels come in the user's language)
    queryKey: queryKeys.screening('screening.fundFilters', null, locale),
    queryFn: ({ signal }) => client.call('screening.fundFilters', { signal }),
    staleTime: 60_000,
  });
  const busy = matching || lookup.isRunning;
  // RISK_LEVELS' labelKey and descriptionKey, typed for the translator
  const riskText = (level: number, part: 'label' | 'description') =>
    t(`analytics.riskLevels.level${level as 1 | 2 | 3 | 4 | 5}.${part}`);

  const run = async () => {
    const checked = checkDraft(form);
    setFailure(null);
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.errors).map(([field, key]) => [field, translateMessage(locale, key)]),
        ),
      );
      return;
    }
    setErrors({});
    setMatching(true);
    const query: MatchingQuery = checked.query;
    try {
      const { data: result } = await client.call('matching.run', { body: query });
      setMatching(false);
      const outcome = await lookup.run({
        name: t('nav.matching'),
        investmentDay: editorInvestmentDay(null, defaults.data?.data, toIsoDate(new Date())),
        // the lookup's amount is the client's initial amount (the default when they start from nothing)
        investmentAmount:
          query.goals.initialAmountEur > 0 ? query.goals.initialAmountEur : DEFAULT_INVESTMENT_AMOUNT_EUR,
        portfolio: { items: result.portfolio.map((r) => ({ input: r.input, weight: r.weight })), cash: 0 },
      });
      if (outcome.status === 'completed' && outcome.portfolioId) {
        saveProposal({ portfolioId: outcome.portfolioId, query, result });
        navigate(matchingResultsPath(outcome.portfolioId, 'performance/sustainable/summary'));
      }
    } catch (error) {
      setMatching(false);
      // the engine's refusal in the user's language (a questionnaire it refuses, or no access)
      setFailure(
        error instanceof ApiError
          ? translateMessage(locale, error.code, error.params)
          : translateMessage(locale, 'anErrorHasOccurred'),
      );
    }
  };

  return (
    <>
      <PageHeader title={t('nav.matching')} description={t('web.matching.researchDescription')} />
      <Stack gap="md" maw={1100}>
        <Section
          title={t('web.matching.sdgsTitle')}
          hint={`${t('web.matching.sdgsHint')} ${t('web.matching.sdgsPicked', { count: form.sdgs.length })}`}
          error={errors.sdgs}
          testId="matching-sdgs"
        >
          <SdgPicker value={form.sdgs} onChange={(sdgs) => set({ sdgs })} invalid={!!errors.sdgs} />
        </Section>

        <Section title={t('web.matching.riskTitle')} error={errors.riskLevel} testId="matching-risk">
          <Radio.Group
            value={form.riskLevel === null ? null : String(form.riskLevel)}
            onChange={(v) => set({ riskLevel: Number(v) })}
            aria-label={t('web.matching.riskTitle')}
          >
            <SimpleGrid cols={{ base: 1, sm: 5 }} spacing="xs">
              {RISK_LEVELS.map((r) => (
                <Radio.Card
                  key={r.level}
                  value={String(r.level)}
                  p="sm"
                  radius="md"
                  data-testid={`risk-${r.level}`}
                  aria-label={`${r.level}. ${riskText(r.level, 'label')}`}
                >
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Radio.Indicator />
                    <Stack gap={2}>
                      <Text fw={700} size="sm">{`${r.level}. ${riskText(r.level, 'label')}`}</Text>
                      <Text size="xs" fw={600}>
                        {t('web.matching.riskCap', {
                          cap: formatPercent(r.volatilityCap * 100, locale, { decimals: 0 }),
                        })}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {riskText(r.level, 'description')}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        </Section>

        <Section title={t('web.matching.goalsTitle')} error={errors.goals} testId="matching-goals">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
            <Select
              label={t('web.account.investingPurpose')}
              data={InvestingPurpose.options.map((value) => ({
                value,
                label: t(`web.account.purposes.${value}`),
              }))}
              value={form.purpose}
              onChange={(v) => set({ purpose: v as InvestingPurpose | null })}
              comboboxProps={{ withinPortal: true }}
              data-testid="matching-purpose"
            />
            <NumberInput
              label={t('web.matching.horizon')}
              min={1}
              max={50}
              allowDecimal={false}
              clampBehavior="strict"
              value={form.horizonYears}
              onChange={(v) => set({ horizonYears: typeof v === 'number' ? v : '' })}
              data-testid="matching-horizon"
            />
            <NumberInput
              label={t('web.matching.initialAmount')}
              min={0}
              thousandSeparator={locale === 'it-IT' ? '.' : ','}
              decimalSeparator={locale === 'it-IT' ? ',' : '.'}
              clampBehavior="strict"
              value={form.initialAmountEur}
              onChange={(v) => set({ initialAmountEur: typeof v === 'number' ? v : '' })}
              data-testid="matching-initial"
            />
            <NumberInput
              label={t('web.matching.monthlyAmount')}
              min={0}
              thousandSeparator={locale === 'it-IT' ? '.' : ','}
              decimalSeparator={locale === 'it-IT' ? ',' : '.'}
              clampBehavior="strict"
              value={form.monthlyAmountEur}
              onChange={(v) => set({ monthlyAmountEur: typeof v === 'number' ? v : '' })}
              data-testid="matching-monthly"
            />
          </SimpleGrid>
        </Section>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Section title={t('web.matching.optionalTitle')} testId="matching-optional">
            <ExclusionFilter
              types={filters.data?.data.exclusionTypes}
              value={form.exclusions}
              onChange={(exclusions) => set({ exclusions })}
            />
            <Select
              label={t('web.matching.minSfdr')}
              placeholder={t('web.matching.anySfdr')}
              data={sfdrArticles.map((a) => ({
                value: String(a),
                label: `${t('web.lookup.sfdrArticle')} ${a}`,
              }))}
              value={form.minSfdrArticle === null ? null : String(form.minSfdrArticle)}
              onChange={(v) => set({ minSfdrArticle: v === null ? null : (Number(v) as SfdrArticle) })}
              clearable
              comboboxProps={{ withinPortal: true }}
              data-testid="matching-sfdr"
            />
          </Section>
          <Section title={t('web.matching.preferencesTitle')} testId="matching-preferences">
            <NumberInput
              label={t('web.matching.minTaxonomy')}
              min={0}
              max={100}
              clampBehavior="strict"
              value={form.minTaxonomyAlignedPct}
              onChange={(v) => set({ minTaxonomyAlignedPct: typeof v === 'number' ? v : '' })}
              data-testid="matching-min-taxonomy"
            />
            <NumberInput
              label={t('web.matching.minSustainable')}
              min={0}
              max={100}
              clampBehavior="strict"
              value={form.minSustainableInvestmentPct}
              onChange={(v) => set({ minSustainableInvestmentPct: typeof v === 'number' ? v : '' })}
              data-testid="matching-min-sustainable"
            />
            <Checkbox
              label={t('web.matching.considersPai')}
              checked={form.considersPai}
              onChange={(e) => set({ considersPai: e.currentTarget.checked })}
              data-testid="matching-pai"
            />
          </Section>
        </SimpleGrid>

        {failure ? (
          <Alert color="red" variant="light" data-testid="matching-failed">
            {failure}
          </Alert>
        ) : null}
        {lookup.isRunning ? (
          <Text size="sm" c="dimmed">
            {t('web.matching.preparing')}
          </Text>
        ) : null}
        <LookupProgress state={lookup} onCancel={lookup.cancel} />
        <Group justify="flex-end">
          <Button onClick={() => void run()} loading={busy} disabled={busy} data-testid="matching-run">
            {t('web.matching.run')}
          </Button>
        </Group>
      </Stack>
    </>
  );
};
