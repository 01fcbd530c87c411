import {
  ApiError,
  formatNumber,
  type Issue,
  SCORE_PILLARS,
  type ScorePillar,
  type ScoringFileFormat,
  type ScoringWeights,
  validateScoringWeights,
} from '@esgkit/core';
import {
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  NumberInput,
  Skeleton,
  Slider,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiQuery } from '../../app/api.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { fieldErrors, translateIssue } from '../../shared/forms/issues.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { downloadFrom } from '../../shared/results/parts.tsx';
import { scoringVersionLabel } from '../../shared/scoring/version-label.ts';

/** How long the preview waits after the last change before it asks the engine (a slider sends many). */
const PREVIEW_DELAY_MS = 250;

const useDebounced = <T,>(value: T, ms: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/** The sustainability score of the sample portfolio with the weights on screen, unsaved (scoring.preview). */
const Preview = ({ weights }: { weights: ScoringWeights }) => {
  const t = useT();
  const { locale } = useLocale();
  const { client } = useServices();
  const settled = useDebounced(weights, PREVIEW_DELAY_MS);
  // The request sends the settled weights, so their validity decides it: the weights on screen can be valid while
  // the settled ones are still an earlier invalid state (a total of 180 % while typing), which the engine refuses.
  const valid = validateScoringWeights(settled).length === 0;
  const preview = useQuery({
    queryKey: queryKeys.call('scoring.preview', settled),
    queryFn: ({ signal }) => client.call('scoring.preview', { body: settled, signal }),
    enabled: valid,
    placeholderData: (previous) => previous,
  });
  const score = preview.data?.data.overall.portfolio;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={t('scoring.score')}>
      <Text size="sm" c="dimmed">
        {t('scoring.preview')}
      </Text>
      <Group gap="xs" align="baseline">
        <Text fw={600}>{t('scoring.score')}:</Text>
        <Text fw={700} fz="xl" data-testid="scoring-preview-score">
          {preview.isPending && valid ? '…' : formatNumber(score ?? null, locale, { decimals: 1 })}
        </Text>
      </Group>
    </Card>
  );
};

const fileName = (format: ScoringFileFormat) => `esgkit-scoring.${format === 'json' ? 'json' : 'yaml'}`;

/**
 * /platform/customization/scoring (issue 28 "Scoring"): the weights of the sustainability score's five pillars,
 * a slider and a number each, a live preview on the sample portfolio, save as a new version, and the weights as a
 * YAML or JSON file to export and import.
 */
export const ScoringPage = () => {
  const t = useT();
  const { locale } = useLocale();
  const services = useServices();
  const saved = useApiQuery('scoring.get');
  const [draft, setDraft] = useState<ScoringWeights | null>(null);
  const [serverIssues, setServerIssues] = useState<Issue[]>([]);

  useEffect(() => {
    if (saved.data) setDraft(saved.data.data.weights);
  }, [saved.data]);

  // a new version rescores every portfolio: the sustainability views cached in this tab are stale too
  const refresh = () =>
    Promise.all(
      (['scoring.get', 'views.sustainability'] as const).map((id) =>
        services.queryClient.invalidateQueries({ queryKey: queryKeys.route(id) }),
      ),
    );
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.issues.length > 0) setServerIssues(error.issues);
    else throw error;
  };
  const save = useMutation({
    mutationFn: (body: ScoringWeights) => services.client.call('scoring.save', { body }),
    onSuccess: async ({ data }) => {
      setServerIssues([]);
      services.alerts.trigger({
        message: 'changesSaved',
        customMessage: t('scoring.saved', { version: data.version }),
        isSuccess: true,
      });
      await refresh();
    },
    onError,
  });
  const importFile = useMutation({
    mutationFn: async (file: File) =>
      services.client.call('scoring.import', { body: { text: await file.text() } }),
    onSuccess: async ({ data }) => {
      setServerIssues([]);
      services.alerts.trigger({
        message: 'changesSaved',
        customMessage: t('scoring.imported', { version: data.version }),
        isSuccess: true,
      });
      await refresh();
    },
    onError,
  });
  const exportFile = async (format: ScoringFileFormat) => {
    const { data } = await services.client.call('scoring.export', { query: { format } });
    const url = URL.createObjectURL(new Blob([data.text], { type: 'text/plain' }));
    downloadFrom(url, fileName(format));
    URL.revokeObjectURL(url);
  };

  if (saved.error) return <QueryError error={saved.error} onRetry={saved.refetch} />;
  const profile = saved.data?.data;
  if (!draft || !profile) return <Skeleton height={320} radius="md" />;

  const issues = validateScoringWeights(draft);
  const errors = fieldErrors(locale, issues);
  const sum = SCORE_PILLARS.reduce((a, p) => a + (Number.isFinite(draft[p]) ? draft[p] : 0), 0);
  const setWeight = (p: ScorePillar, value: number) => setDraft({ ...draft, [p]: value });

  return (
    <>
      <PageHeader title={t('nav.scoring')} description={t('scoring.intro')} />
      <Stack gap="md" maw={720}>
        <Title order={2} size="h4" data-testid="scoring-version">
          {scoringVersionLabel(t, profile.version)}
        </Title>
        <Card withBorder radius="md" p="md" component="section" aria-label={t('nav.scoring')}>
          <Stack gap="md">
            {SCORE_PILLARS.map((p) => (
              <Stack key={p} gap={4}>
                <NumberInput
                  label={t(`scoring.pillars.${p}`)}
                  value={draft[p]}
                  onChange={(v) => setWeight(p, typeof v === 'number' ? v : Number.parseFloat(v))}
                  suffix="%"
                  min={0}
                  max={100}
                  decimalScale={2}
                  error={errors[p]}
                  data-testid={`scoring-${p}`}
                />
                <Slider
                  aria-label={t(`scoring.pillars.${p}`)}
                  value={Number.isFinite(draft[p]) ? Math.min(100, Math.max(0, draft[p])) : 0}
                  onChange={(v) => setWeight(p, v)}
                  min={0}
                  max={100}
                  step={1}
                  label={null}
                />
              </Stack>
            ))}
            <Text fw={600} c={errors[''] ? 'red' : undefined} data-testid="scoring-sum">
              {t('scoring.sum', { sum: formatNumber(sum, locale, { decimals: 2 }) })}
              {errors[''] ? ` — ${errors['']}` : ''}
            </Text>
          </Stack>
        </Card>
        <Preview weights={draft} />
        {serverIssues.length > 0 && (
          <Alert color="red" data-testid="scoring-issues">
            {serverIssues.map((i) => (
              <Text key={`${i.path.join('.')}:${i.messageKey}`} size="sm">
                {i.params?.line !== undefined ? `${i.params.line}: ` : ''}
                {i.path.length > 0 ? `${i.path.join('.')}: ` : ''}
                {translateIssue(locale, i)}
              </Text>
            ))}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs" wrap="wrap">
            <Button variant="default" onClick={() => void exportFile('yaml')}>
              {t('scoring.exportYaml')}
            </Button>
            <Button variant="default" onClick={() => void exportFile('json')}>
              {t('scoring.exportJson')}
            </Button>
            <FileButton onChange={(f) => f && importFile.mutate(f)} accept=".yaml,.yml,.json">
              {(props) => (
                <Button variant="default" loading={importFile.isPending} {...props}>
                  {t('scoring.import')}
                </Button>
              )}
            </FileButton>
          </Group>
          <Button
            onClick={() => save.mutate(draft)}
            loading={save.isPending}
            disabled={issues.length > 0}
            data-testid="scoring-save"
          >
            {t('scoring.save')}
          </Button>
        </Group>
      </Stack>
    </>
  );
};
