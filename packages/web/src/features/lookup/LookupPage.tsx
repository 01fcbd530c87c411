import { Tabs } from '@mantine/core';
import { useT } from '../../app/locale.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { PortfolioEditor } from './PortfolioEditor.tsx';
import { Research } from './Research.tsx';

/** Data Hub → Lookup → research (doc 1 §2): search a fund or a company, or enter an ad-hoc portfolio. */
export const LookupPage = () => {
  const t = useT();
  return (
    <>
      <PageHeader title={t('nav.lookup')} description={t('web.lookup.description')} />
      <Tabs defaultValue="search" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="search">{t('web.lookup.searchTab')}</Tabs.Tab>
          <Tabs.Tab value="portfolio">{t('web.lookup.portfolioTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="search">
          <Research />
        </Tabs.Panel>
        <Tabs.Panel value="portfolio">
          <PortfolioEditor />
        </Tabs.Panel>
      </Tabs>
    </>
  );
};
