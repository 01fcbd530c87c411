import {
  type FeatureId,
  FREE_TRIAL_DAYS,
  type PlanName,
  PlanName as PlanNames,
  planTable,
} from '@esgkit/core';
import { Alert, Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useProfile } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';
import { featureLabelKey } from '../../app/navigation.ts';
import { mailto } from '../../app/site.ts';
import { UpgradeBenefits } from '../../shared/access/UpgradeModal.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';

/**
 * /platform/profile/Plan: the user's plan and what each plan grants (core's plan table: access level, capability,
 * limits). Online checkout is a later part; until then a change of plan goes through support.
 */
export const PlanPage = () => {
  const t = useT();
  const { profile } = useProfile();
  const { state } = useLocation() as { state: { lockedFeature?: FeatureId } | null };
  const locked = state?.lockedFeature;
  const grants = (plan: PlanName): string[] => {
    const { limits, accessLevel, capability } = planTable[plan];
    if (accessLevel < 100) return [t('web.plan.starterGrants'), t('web.plan.libraryAndChat')];
    const lines = [t('web.plan.fullAccess')];
    if (limits.maxSecuritiesPerPortfolio !== null)
      lines.push(t('web.plan.maxSecurities', { max: limits.maxSecuritiesPerPortfolio }));
    if (limits.maxPortfolios !== null) lines.push(t('web.plan.maxPortfolios', { max: limits.maxPortfolios }));
    if (capability >= 100) lines.push(t('web.plan.matching'));
    if (plan === 'enterprise') lines.push(t('web.plan.contractLimits'));
    else if (limits.maxPortfolios === null) lines.push(t('web.plan.noLimits'));
    return lines;
  };
  return (
    <>
      <PageHeader
        title={t('web.plan.title')}
        description={t('web.plan.description', { days: FREE_TRIAL_DAYS })}
      />
      {locked ? (
        <Alert
          icon={<IconInfoCircle size={18} />}
          mb="lg"
          color="orange"
          title={t('upgrade.title', { feature: t(featureLabelKey(locked)) })}
          data-testid="plan-locked-notice"
        >
          <Text size="sm" mb="xs">
            {t('upgrade.body')}
          </Text>
          <UpgradeBenefits small />
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {PlanNames.options.map((plan) => {
          const isCurrent = profile?.plan === plan;
          return (
            <Card
              key={plan}
              withBorder
              radius="md"
              p="lg"
              className={isCurrent ? 'esg-plan-current' : undefined}
            >
              <Stack gap="sm" h="100%">
                <Title order={2} fz="xl">
                  {t(`plans.${plan}`)}
                </Title>
                {isCurrent ? (
                  <Badge variant="filled" data-testid="current-plan">
                    {t('web.plan.current')}
                  </Badge>
                ) : null}
                <List
                  spacing={6}
                  size="sm"
                  icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" />}
                >
                  {grants(plan).map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
                <Text size="sm" c="dimmed" mt="auto">
                  {plan === 'starter'
                    ? t('web.plan.free')
                    : `${t('billing.freeTrial')} · ${t('billing.cancelAnytime')}`}
                </Text>
                {isCurrent || plan === 'starter' ? null : (
                  <Button
                    component="a"
                    href={mailto(t('web.plan.requestSubject', { plan: t(`plans.${plan}`) }))}
                    variant={plan === 'enterprise' ? 'default' : 'filled'}
                  >
                    {plan === 'enterprise' ? t('billing.bookMeeting') : t('web.plan.choose')}
                  </Button>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="lg">
        {t('web.plan.checkoutNote')}
      </Text>
    </>
  );
};
