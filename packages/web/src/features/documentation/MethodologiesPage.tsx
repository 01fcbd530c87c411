import {
  formatNumber,
  type Locale,
  type Localized,
  METHODS,
  type MethodArea,
  type MethodEntry,
  methodAnchor,
} from '@esgkit/core';
import { ActionIcon, Anchor, Badge, Card, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconLink, IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useApiQuery } from '../../app/api.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { Formula } from '../../shared/math/Formula.tsx';
import { groupByArea, matchesMethod, statedDecimals } from './method-search.ts';

const areaKey = (area: MethodArea) => `web.methodologies.areas.${area}` as const;

/** A stated or computed result as the page writes it: the stated value's decimals, the unit after it. */
const result = (value: number, decimals: number, locale: Locale, unit?: Localized) =>
  `${formatNumber(value, locale, { decimals })}${unit ? ` ${unit[locale]}` : ''}`;

/** The worked example: the stated result, and beside it what the engine computes now (methods.example). */
const LiveExample = ({ method }: { method: MethodEntry }) => {
  const t = useT();
  const { locale } = useLocale();
  const query = useApiQuery('methods.example', { params: { methodId: method.id } }, { staleTime: Infinity });
  const { example } = method;
  const decimals = statedDecimals(example.expected);
  const stated = result(example.expected, decimals, locale, example.unit);
  const computed = query.data ? result(query.data.data.computed, decimals, locale, example.unit) : null;
  // equal as the reader sees them: the same digits at the stated precision
  const matches = computed === stated;
  return (
    <Stack gap={6}>
      <Text size="sm">{example.description[locale]}</Text>
      <Text size="sm" ff="monospace">
        {Object.entries(example.inputs)
          .map(
            ([name, value]) =>
              `${name} = ${typeof value === 'number' ? formatNumber(value, locale, { decimals: statedDecimals(value) }) : value}`,
          )
          .join('; ')}
      </Text>
      <Group gap="md" wrap="wrap">
        <Text fw={600} data-testid="method-stated">
          {t('web.methodologies.stated', { value: stated })}
        </Text>
        {computed === null ? (
          <Text size="sm" c={query.isError ? 'red' : 'dimmed'} role="status">
            {t(query.isError ? 'web.methodologies.failed' : 'web.methodologies.computing')}
          </Text>
        ) : (
          <Group gap={4} data-testid="method-computed" data-matches={String(matches)}>
            <Text c={matches ? 'teal' : 'red'}>{t('web.methodologies.computed', { value: computed })}</Text>
            {matches ? (
              <IconCheck
                size={18}
                color="var(--mantine-color-teal-7)"
                aria-label={t('web.methodologies.matches')}
              />
            ) : (
              <IconX
                size={18}
                color="var(--mantine-color-red-7)"
                aria-label={t('web.methodologies.differs')}
              />
            )}
          </Group>
        )}
      </Group>
    </Stack>
  );
};

const MethodCard = ({ method }: { method: MethodEntry }) => {
  const t = useT();
  const { locale } = useLocale();
  const anchor = methodAnchor(method.id);
  const { source } = method;
  return (
    <Card
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      id={anchor}
      // a deep link lands below the sticky header, not under it
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))' }}
      data-testid="method"
      data-method-id={method.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="wrap">
            <Title order={3} fz="lg">
              {method.title[locale]}
            </Title>
            <Badge variant="light" size="sm">
              {t('web.methodologies.version', { version: String(method.version) })}
            </Badge>
          </Group>
          <ActionIcon
            component="a"
            href={`#${anchor}`}
            variant="subtle"
            aria-label={t('web.methodologies.link')}
          >
            <IconLink size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <Formula tex={method.formula} label={t('web.methodologies.formula')} />
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {t('web.methodologies.inputs')}
          </Text>
          <List size="sm" spacing={2}>
            {method.inputs.map((input) => (
              <List.Item key={input.symbol}>
                <Formula tex={input.symbol} inline />
                {/* a symbol that is a word reads in the user's language beside it (`rank` — posizione) */}
                {input.word && input.word[locale] !== input.word['en-US'] ? ` (${input.word[locale]})` : ''}
                {` — ${input.meaning[locale]}`}
              </List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {t('web.methodologies.missingData')}
          </Text>
          <Text size="sm">{method.missingData[locale]}</Text>
        </Stack>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {t('web.methodologies.source')}
          </Text>
          <Text size="sm">
            {source.url ? (
              <Anchor href={source.url} target="_blank" rel="noreferrer">
                {source.citation}
              </Anchor>
            ) : (
              source.citation
            )}
            {source.article ? `, ${source.article}` : ''}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {t('web.methodologies.example')}
          </Text>
          <LiveExample method={method} />
        </Stack>
      </Stack>
    </Card>
  );
};

/**
 * /platform/documentation/methodologies (doc 1 §2 documentation; issue 30): every method from core's entries, by
 * area, searchable in both languages, each at `#method-<id>` with its formula typeset and its worked example
 * computed live by the engine beside the stated result, so the page cannot drift from the code.
 */
export const MethodologiesPage = ({ methods = METHODS }: { methods?: readonly MethodEntry[] }) => {
  const t = useT();
  const [search, setSearch] = useState('');
  const { hash } = useLocation();
  // the area's name in the page's language (the other language's texts are not loaded); entries carry both
  const areaNames = useMemo(() => (area: MethodArea) => [t(areaKey(area))], [t]);
  const shown = useMemo(
    () => methods.filter((method) => matchesMethod(method, search, areaNames)),
    [methods, search, areaNames],
  );
  // a deep link (#method-<id>) opens at its method, also on the first load
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const count = (n: number) => String(n);
  return (
    <>
      <PageHeader title={t('nav.methodologies')} description={t('web.methodologies.description')} />
      <TextInput
        label={t('common.search')}
        placeholder={t('web.methodologies.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        mb="xs"
        data-testid="method-search"
      />
      <Text size="sm" c="dimmed" mb="md" role="status" data-testid="method-count">
        {shown.length === 0
          ? t('web.methodologies.none')
          : t('web.methodologies.showing', { shown: count(shown.length), total: count(methods.length) })}
      </Text>
      <Stack gap="xl">
        {groupByArea(shown).map((group) => (
          <Stack key={group.area} gap="md" component="section" aria-label={t(areaKey(group.area))}>
            <Title order={2} fz={{ base: 20, sm: 22 }}>
              {t(areaKey(group.area))}
            </Title>
            {group.methods.map((method) => (
              <MethodCard key={method.id} method={method} />
            ))}
          </Stack>
        ))}
      </Stack>
    </>
  );
};
