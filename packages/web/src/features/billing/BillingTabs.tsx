import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';

/** The billing pages' header: the title and the two tabs, information and history. */
export const BillingTabs = ({ active }: { active: 'information' | 'history' }) => {
  const t = useT();
  const navigate = useNavigate();
  const targets = { information: paths.billingInformation, history: paths.billingHistory } as const;
  return (
    <>
      <PageHeader title={t('profileMenu.billing')} description={t('web.billing.description')} />
      <Tabs
        value={active}
        mb="lg"
        onChange={(value) => {
          if (value === 'information' || value === 'history') navigate(targets[value]);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="information">{t('profileMenu.billingInformation')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('profileMenu.billingHistory')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
    </>
  );
};
