import { type ImpactConfiguration, type ImpactSetting, MAX_DEFAULT_INDICATORS } from '@esgkit/core';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApiQuery } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { PendingImpactConfiguration } from '../../shared/results/PendingImpactConfiguration.tsx';
import { matchesSearch } from './impact-search.ts';

/** The body of settings.saveImpact: the chosen codes, each under the category the catalogue put it in. */
const configurationOf = (catalogue: ImpactSetting[], chosen: ReadonlySet<string>): ImpactConfiguration => ({
  settings: catalogue
    .map((s) => ({
      category: s.category,
      indicators: s.indicators
        .filter((i) => chosen.has(i.code))
        .map((i) => ({ code: i.code, isSelected: true })),
    }))
    .filter((s) => s.indicators.length > 0),
});

/** One indicator's checkbox; memoized, so a toggle re-renders one of the catalogue's hundreds, not all. */
const IndicatorChoice = memo(
  ({
    code,
    label,
    unit,
    checked,
    onToggle,
  }: {
    code: string;
    label: string;
    unit: string | null | undefined;
    checked: boolean;
    onToggle: (code: string, on: boolean) => void;
  }) => (
    <Checkbox
      label={label}
      description={unit ? `${code} · ${unit}` : code}
      checked={checked}
      onChange={(e) => onToggle(code, e.currentTarget.checked)}
      styles={{ label: { overflowWrap: 'anywhere' }, description: { overflowWrap: 'anywhere' } }}
    />
  ),
);

/**
 * /platform/customization/impact (doc 1 §2; doc 2 §3 "Impact configuration"): the default impact indicators, at
 * most 30 (doc 1 §5), chosen from the catalogue by category with a search. The engine computes them in every
 * lookup and client calculation that names no list of its own (docs/decisions.md "Impact defaults").
 */
export const ImpactDefaultsPage = () => {
  const t = useT();
  const services = useServices();
  const catalogue = useApiQuery('settings.impactCatalogue');
  const settings = catalogue.data?.data.settings;
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [search, setSearch] = useState('');

  // the saved choice, once it arrives (and again after a save answers)
  useEffect(() => {
    if (settings)
      setChosen(
        new Set(settings.flatMap((s) => s.indicators.filter((i) => i.isSelected).map((i) => i.code))),
      );
  }, [settings]);

  const shown = useMemo(
    () =>
      (settings ?? [])
        .map((s) => ({ ...s, indicators: s.indicators.filter((i) => matchesSearch(i, search)) }))
        .filter((s) => s.indicators.length > 0),
    [settings, search],
  );

  const save = useMutation({
    mutationFn: (body: ImpactConfiguration) => services.client.call('settings.saveImpact', { body }),
    onSuccess: async () => {
      services.alerts.trigger({ message: 'defaultIndicatorsSaved', isSuccess: true });
      await Promise.all(
        (['settings.impactCatalogue', 'settings.impact'] as const).map((id) =>
          services.queryClient.invalidateQueries({ queryKey: queryKeys.route(id) }),
        ),
      );
    },
  });

  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;
  const toggle = useCallback(
    (code: string, on: boolean) => {
      const current = chosenRef.current;
      if (!current) return;
      if (on && current.size >= MAX_DEFAULT_INDICATORS) {
        // the 31st is refused here, as the engine would refuse it (spec doc 1 §5)
        services.alerts.trigger({ message: 'maxDefaultIndicators', isSuccess: false });
        return;
      }
      const next = new Set(current);
      if (on) next.add(code);
      else next.delete(code);
      setChosen(next);
    },
    [services.alerts],
  );

  const count = chosen?.size ?? 0;
  return (
    <>
      <PageHeader
        title={t('nav.impact')}
        description={t('impactDefaults.description', { max: MAX_DEFAULT_INDICATORS })}
      />
      {catalogue.error ? (
        <QueryError error={catalogue.error} onRetry={catalogue.refetch} />
      ) : !settings || !chosen ? (
        <Skeleton height={320} radius="md" />
      ) : (
        <Stack gap="md">
          <PendingImpactConfiguration withLink={false} />
          <Card withBorder radius="md" p="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <TextInput
                aria-label={t('impactDefaults.search')}
                placeholder={t('impactDefaults.searchPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                style={{ flex: '1 1 220px' }}
              />
              <Text fw={600} data-testid="impact-defaults-count" aria-live="polite">
                {t('impactDefaults.count', { count, max: MAX_DEFAULT_INDICATORS })}
              </Text>
            </Group>
            <Group justify="flex-end" gap="sm" mt="sm" wrap="wrap">
              <Button variant="subtle" onClick={() => setChosen(new Set())} disabled={count === 0}>
                {t('impactDefaults.clear')}
              </Button>
              <Button onClick={() => save.mutate(configurationOf(settings, chosen))} loading={save.isPending}>
                {t('impactDefaults.save')}
              </Button>
            </Group>
          </Card>
          {shown.length === 0 ? (
            <Text c="dimmed">{t('impactDefaults.noMatch')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {shown.map((setting) => {
                const selected = setting.indicators.filter((i) => chosen.has(i.code)).length;
                return (
                  <Card
                    key={setting.category}
                    withBorder
                    radius="md"
                    p="md"
                    component="section"
                    aria-label={setting.label}
                  >
                    <Group justify="space-between" mb="sm" wrap="nowrap" gap="xs">
                      <Title order={2} fz="md">
                        {setting.label}
                      </Title>
                      {selected > 0 ? (
                        <Badge variant="outline" size="sm">
                          {t('impactDefaults.categoryCount', { count: selected })}
                        </Badge>
                      ) : null}
                    </Group>
                    <Stack gap="xs">
                      {setting.indicators.map((indicator) => (
                        <IndicatorChoice
                          key={indicator.code}
                          code={indicator.code}
                          label={indicator.label ?? indicator.code}
                          unit={indicator.unit}
                          checked={chosen.has(indicator.code)}
                          onToggle={toggle}
                        />
                      ))}
                    </Stack>
                  </Card>
                );
              })}
            </SimpleGrid>
          )}
          <Text size="sm" c="dimmed">
            {t('impactDefaults.appliesFromNextRun')}
          </Text>
        </Stack>
      )}
    </>
  );
};
