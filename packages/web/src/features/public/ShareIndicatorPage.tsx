import { indicatorByCode, indicatorPillarById, phyIndicators, sourceById, unitById } from '@esgkit/core';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  CopyButton,
  Group,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale, useT } from '../../app/locale.tsx';

/**
 * /shareindicator?code=PHY_…: one indicator explained without login (name, definition, pillar, unit, source with
 * its link), from core's catalogue, with a link to share; without a code, a searchable list to pick one.
 */
export const ShareIndicatorPage = () => {
  const t = useT();
  const { locale } = useLocale();
  const [search, setSearch] = useSearchParams();
  const code = search.get('code') ?? '';
  const indicator = code ? indicatorByCode(code) : undefined;
  const options = useMemo(
    () =>
      phyIndicators
        .map((i) => ({ value: i.code, label: `${i.name[locale]} (${i.code})` }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [locale],
  );
  const source = indicator ? sourceById(indicator.source.framework) : undefined;
  return (
    <Container size={760} py={{ base: 'lg', sm: 48 }} px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('web.shareIndicator.title')}
          </Title>
          <Text c="dimmed">{t('web.shareIndicator.description')}</Text>
        </Stack>
        <Select
          label={t('web.shareIndicator.pick')}
          placeholder={t('web.shareIndicator.searchPlaceholder')}
          data={options}
          value={indicator ? indicator.code : null}
          onChange={(value) => setSearch(value ? { code: value } : {})}
          searchable
          nothingFoundMessage={t('common.noData')}
          limit={50}
        />
        {code && !indicator ? (
          <Text role="alert" c="red">
            {t('web.shareIndicator.notFound')}
          </Text>
        ) : null}
        {indicator ? (
          <Card withBorder radius="md" p="lg" data-testid="indicator-card">
            <Stack gap="md">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Stack gap={4}>
                  <Title order={2} fz="xl">
                    {indicator.name[locale]}
                  </Title>
                  <Text size="sm" c="dimmed" ff="monospace">
                    {indicator.code}
                  </Text>
                </Stack>
                <Badge variant="light">{indicatorPillarById(indicator.pillar)?.name[locale]}</Badge>
              </Group>
              <Text>{indicator.definition[locale]}</Text>
              <Group gap="xl" wrap="wrap">
                <Stack gap={2}>
                  <Text size="sm" c="dimmed">
                    {t('web.shareIndicator.unit')}
                  </Text>
                  <Text>{unitById(indicator.unit).name[locale]}</Text>
                </Stack>
                <Stack gap={2}>
                  <Text size="sm" c="dimmed">
                    {t('web.shareIndicator.source')}
                  </Text>
                  {source?.url ? (
                    <Anchor href={source.url} target="_blank" rel="noreferrer">
                      {source.name[locale]}: {indicator.source.reference}
                    </Anchor>
                  ) : (
                    <Text>
                      {source?.name[locale]}: {indicator.source.reference}
                    </Text>
                  )}
                </Stack>
              </Group>
              <CopyButton value={window.location.href}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    w="fit-content"
                    leftSection={copied ? <IconCheck size={16} /> : <IconLink size={16} />}
                    onClick={copy}
                  >
                    {copied ? t('messages.linkCopied') : t('web.shareIndicator.copyLink')}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Card>
        ) : null}
      </Stack>
    </Container>
  );
};
