import { Card, Tabs, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../app/locale.tsx';
import { LOOKUP_FACTS_PARAM, LOOKUP_OPEN_PARAM, LOOKUP_TAB_PARAM } from '../../app/paths.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { LookupProgress } from '../../shared/lookup/LookupProgress.tsx';
import { PortfolioEditor } from './PortfolioEditor.tsx';
import { Research } from './Research.tsx';
import { useOpenSecurity } from './use-open-security.ts';

/** `?open=ISIN` (a screening row's action): runs that security's lookup at once and opens its results. */
const OpenFromLink = ({ input }: { input: string }) => {
  const { lookup, open, ready } = useOpenSecurity();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per security handed over, once the defaults are read
  useEffect(() => {
    if (ready) void open(input);
  }, [input, ready]);
  return (
    <Card withBorder radius="md" p="lg" mb="md" data-testid="lookup-open">
      <Text fw={600} mb="xs">
        {input}
      </Text>
      <LookupProgress state={lookup} onCancel={lookup.cancel} />
    </Card>
  );
};

/** Data Hub → Lookup → research (doc 1 §2): search a fund or a company, or enter an ad-hoc portfolio. */
export const LookupPage = () => {
  const t = useT();
  const [params] = useSearchParams();
  const toOpen = params.get(LOOKUP_OPEN_PARAM);
  const factSheet = params.get(LOOKUP_FACTS_PARAM);
  return (
    <>
      <PageHeader title={t('nav.lookup')} description={t('web.lookup.description')} />
      {toOpen ? <OpenFromLink key={toOpen} input={toOpen} /> : null}
      <Tabs
        key={params.get(LOOKUP_TAB_PARAM) ?? 'search'}
        defaultValue={params.get(LOOKUP_TAB_PARAM) === 'portfolio' ? 'portfolio' : 'search'}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="search">{t('web.lookup.searchTab')}</Tabs.Tab>
          <Tabs.Tab value="portfolio">{t('web.lookup.portfolioTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="search">
          <Research key={factSheet ?? ''} factSheet={factSheet} />
        </Tabs.Panel>
        <Tabs.Panel value="portfolio">
          <PortfolioEditor />
        </Tabs.Panel>
      </Tabs>
    </>
  );
};
