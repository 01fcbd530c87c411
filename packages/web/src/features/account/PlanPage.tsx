import {
  type BillingPlans,
  type FeatureId,
  formatCurrency,
  formatPercent,
  PlanName as PlanNames,
} from '@esgkit/core';
import { Alert, Badge, Button, Card, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useProfile } from '../../app/api.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { featureLabelKey } from '../../app/navigation.ts';
import { checkoutPath, paths } from '../../app/paths.ts';
import { mailto } from '../../app/site.ts';
import { useBillingPlans } from '../../shared/access/plans.ts';
import { UpgradeBenefits } from '../../shared/access/UpgradeModal.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';

/** A plan's prices per period from billing.plans, with the longer period's discount (doc 2 §9). */
const Prices = ({ offer }: { offer: BillingPlans['plans'][number] }) => {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Stack gap={4} data-testid={`prices-${offer.plan}`}>
      {offer.prices.map((price) => (
        <Text key={price.period} size="sm" fw={price.period === 'month' ? 700 : 500}>
          {t(`web.plan.perPeriod.${price.period}`, {
            price: formatCurrency(price.amount, price.currency, locale),
          })}
          {price.discountPct ? (
            <Text span size="sm" c="teal.8" fw={600}>
              {` · ${t('web.plan.save', { pct: formatPercent(price.discountPct, locale, { decimals: 0 }) })}`}
            </Text>
          ) : null}
        </Text>
      ))}
    </Stack>
  );
};

/**
 * /platform/profile/Plan: the user's plan, what each plan grants (access level, capability, limits) and its prices
 * per period, all from billing.plans (the engine's plans file, the operator's when set); "Choose" opens the checkout,
 * Enterprise is a meeting.
 */
export const PlanPage = () => {
  const t = useT();
  const { profile } = useProfile();
  const billing = useBillingPlans();
  const offers = billing.data?.data.plans;
  // the trial of the plans file in force (the operator's may differ from the repo's 14 days): billing.plans says it
  const trialDays = offers?.find((o) => o.prices.length > 0)?.trialDays ?? 0;
  const { state } = useLocation() as { state: { lockedFeature?: FeatureId } | null };
  const locked = state?.lockedFeature;
  const grants = (offer: BillingPlans['plans'][number]): string[] => {
    const { plan, limits, accessLevel, capability } = offer;
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
        description={trialDays > 0 ? t('web.plan.description', { days: trialDays }) : undefined}
        extra={
          <Button component={Link} to={paths.billingInformation} variant="default">
            {t('profileMenu.billingInformation')}
          </Button>
        }
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
          const offer = offers?.find((o) => o.plan === plan);
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
                {offer ? (
                  <List
                    spacing={6}
                    size="sm"
                    icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" />}
                  >
                    {grants(offer).map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List>
                ) : billing.isLoading ? (
                  <Skeleton height={72} />
                ) : null}
                <Stack gap={6} mt="auto">
                  {offer && offer.prices.length > 0 ? (
                    <Prices offer={offer} />
                  ) : offer?.isContactSales ? (
                    <Text size="sm" fw={500}>
                      {t('web.plan.enterprisePrice')}
                    </Text>
                  ) : !offers && plan !== 'starter' && billing.isLoading ? (
                    <Skeleton height={56} />
                  ) : null}
                  <Text size="sm" c="dimmed">
                    {plan === 'starter'
                      ? t('web.plan.free')
                      : offer && offer.trialDays > 0
                        ? `${t('billing.freeTrial', { days: offer.trialDays })} · ${t('billing.cancelAnytime')}`
                        : t('billing.cancelAnytime')}
                  </Text>
                </Stack>
                {isCurrent || plan === 'starter' ? null : offer?.isContactSales || plan === 'enterprise' ? (
                  // doc 1 §1 "Enterprise is sold through a meeting": a mail asking for one
                  <Button component="a" href={mailto(t('web.plan.contactSubject'))} variant="default">
                    {t('web.plan.contactUs')}
                  </Button>
                ) : offer ? (
                  <Button component={Link} to={checkoutPath(plan)} data-testid={`choose-${plan}`}>
                    {t('web.plan.choose')}
                  </Button>
                ) : (
                  // billing.plans unavailable: the request goes to support by mail
                  <Button
                    component="a"
                    href={mailto(t('web.plan.requestSubject', { plan: t(`plans.${plan}`) }))}
                  >
                    {t('web.plan.choose')}
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
