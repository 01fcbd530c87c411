import {
  type LibraryEntry,
  type LibraryKind,
  libraryAnchor,
  libraryEntries,
  libraryKinds,
  searchLibrary,
} from '@esgkit/core';
import { Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useLocale, useT } from '../../app/locale.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';

const PAGE_SIZE = 40;

const EntryCard = ({ entry, isTarget }: { entry: LibraryEntry; isTarget: boolean }) => {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      id={libraryAnchor(entry)}
      data-testid="library-entry"
      aria-current={isTarget ? 'location' : undefined}
      style={
        isTarget
          ? { borderColor: 'var(--mantine-primary-color-filled)', scrollMarginTop: 80 }
          : { scrollMarginTop: 80 }
      }
    >
      <Group gap="xs" mb={4} wrap="wrap">
        <Badge variant="light" radius="sm">
          {t(`web.library.kinds.${entry.kind}`)}
        </Badge>
        {entry.code ? (
          <Text size="xs" c="dimmed" ff="monospace">
            {entry.code}
          </Text>
        ) : null}
      </Group>
      <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
        {entry.title[locale]}
      </Title>
      <Text size="sm" mt={4}>
        {entry.summary[locale]}
      </Text>
      {entry.details.map((line) => (
        <Text key={line['en-US']} size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {line[locale]}
        </Text>
      ))}
    </Card>
  );
};

/**
 * /platform/phytech, the Library (issue 30; doc 1 §1, §6: always available, also on Starter): core's Library index,
 * searchable in both languages, filtered by kind; each entry has the anchor `#<kind>-<id>` the info icons link to.
 * It calls no route: the index ships with core.
 */
export const LibraryPage = () => {
  const t = useT();
  const { hash } = useLocation();
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<LibraryKind | null>(null);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const results = useMemo(() => searchLibrary(query, kind ?? undefined), [query, kind]);
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  const target = useMemo(
    () => (anchor ? libraryEntries().find((e) => libraryAnchor(e) === anchor) : undefined),
    [anchor],
  );
  const visible = results.slice(0, limit);
  // a deep-linked entry is always shown, first, even when the list would page it out
  const shown = target && !visible.includes(target) ? [target, ...visible] : visible;

  useEffect(() => {
    if (target) document.getElementById(libraryAnchor(target))?.scrollIntoView({ block: 'start' });
  }, [target]);

  return (
    <Stack gap="md">
      <PageHeader title={t('web.library.title')} description={t('web.library.description')} />
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('web.library.searchLabel')}
          placeholder={t('web.library.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setLimit(PAGE_SIZE);
          }}
          style={{ flex: '1 1 14rem' }}
          data-testid="library-search"
        />
        <Select
          label={t('web.library.kindLabel')}
          placeholder={t('web.library.allKinds')}
          data={libraryKinds.map((k) => ({ value: k, label: t(`web.library.kinds.${k}`) }))}
          value={kind}
          onChange={(value) => {
            setKind(value as LibraryKind | null);
            setLimit(PAGE_SIZE);
          }}
          clearable
          style={{ flex: '0 1 14rem' }}
          data-testid="library-kind"
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="library-count">
        {t('web.library.results', { count: results.length })}
      </Text>
      {shown.length === 0 ? <Text c="dimmed">{t('web.library.noResults')}</Text> : null}
      {shown.map((entry) => (
        <EntryCard key={libraryAnchor(entry)} entry={entry} isTarget={entry === target} />
      ))}
      {results.length > limit ? (
        <Button
          variant="light"
          onClick={() => setLimit((n) => n + PAGE_SIZE)}
          style={{ alignSelf: 'center' }}
        >
          {t('web.library.showMore')}
        </Button>
      ) : null}
    </Stack>
  );
};
