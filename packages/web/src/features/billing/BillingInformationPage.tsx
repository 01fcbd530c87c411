import {
  formatCurrency,
  formatDate,
  isCancelledStatus,
  type Subscription,
  type SubscriptionState,
} from '@esgkit/core';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPlayerPause } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery, useProfile } from '../../app/api.ts';
import { translateMessage } from '../../app/i18n.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { PLAN_PATH } from '../../app/paths.ts';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { BillingTabs } from './BillingTabs.tsx';
import { pctText } from './money.ts';

/** A subscription state's label key (billing.status.*). */
const stateKey = {
  trial: 'trial',
  active: 'active',
  payment_problem: 'paymentProblem',
  delinquent: 'delinquent',
  cancelled: 'cancelled',
  ended: 'ended',
} as const satisfies Record<SubscriptionState, string>;

const Field = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <Stack gap={2}>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text fw={500} data-testid={testId}>
      {value}
    </Text>
  </Stack>
);

/**
 * The notices of doc 2 §8 "Billing": a payment problem (the plan expires in {days} days, or the charge is retried
 * in {days} days) and a subscription paused for pending payments (delinquent).
 */
const Banners = ({ subscription }: { subscription: Subscription }) => {
  const t = useT();
  const problem = subscription.paymentProblem;
  return (
    <>
      {problem ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} mb="lg" data-testid="payment-problem">
          {problem.kind === 'expires'
            ? t('billing.paymentProblemExpires', { days: problem.days })
            : t('billing.paymentProblemRetry', { days: problem.days })}
        </Alert>
      ) : null}
      {subscription.state === 'delinquent' ? (
        <Alert color="red" icon={<IconPlayerPause size={18} />} mb="lg" data-testid="delinquent">
          {t('billing.paused')}
        </Alert>
      ) : null}
    </>
  );
};

/** The dates line of the state: the trial's end, the next payment, or the plan's end. */
const datesOf = (s: Subscription, t: ReturnType<typeof useT>, locale: Parameters<typeof formatDate>[1]) => {
  const lines: string[] = [];
  if (s.state === 'trial' && s.trialEndDate)
    lines.push(t('billing.trialEndsOn', { date: formatDate(s.trialEndDate, locale) }));
  if (s.nextPaymentDate && !isCancelledStatus(s.statusCode))
    lines.push(t('billing.nextPaymentOn', { date: formatDate(s.nextPaymentDate, locale) }));
  if (s.endDate) lines.push(t('billing.planEndsOn', { date: formatDate(s.endDate, locale) }));
  return lines;
};

/**
 * /platform/profile/billing/information: the current plan, its state, the next payment or end date, the trial's
 * end, the payment-problem and delinquent banners, the provider's payment details, and the cancellation flow.
 */
export const BillingInformationPage = () => {
  const t = useT();
  const { locale } = useLocale();
  const { profile } = useProfile();
  const customer = useApiQuery('billing.customer');
  const subscription = customer.data?.data;
  return (
    <>
      <BillingTabs active="information" />
      {customer.error ? (
        <QueryError error={customer.error} onRetry={customer.refetch} />
      ) : customer.isLoading || !profile ? (
        <Skeleton height={200} radius="md" />
      ) : !subscription ? (
        <Card withBorder radius="md" p="lg" data-testid="no-subscription">
          <Stack gap="md" align="flex-start">
            <Text>{t('web.billing.information.noSubscription', { plan: t(`plans.${profile.plan}`) })}</Text>
            <Button component={Link} to={PLAN_PATH}>
              {t('web.billing.information.seePlans')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <>
          <Banners subscription={subscription} />
          <Card withBorder radius="md" p="lg" data-testid="subscription">
            <Group justify="space-between" mb="md" gap="sm">
              <Title order={2} fz="lg">
                {t('web.billing.information.currentPlan')}
              </Title>
              <Badge size="lg" variant="light" data-testid="billing-plan">
                {t(`plans.${subscription.planType}`)}
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="lg" mb="md">
              <Field
                label={t('web.billing.information.state')}
                value={t(`billing.status.${stateKey[subscription.state]}`)}
                testId="billing-state"
              />
              <Field
                label={t('web.billing.information.period')}
                value={t(`periods.${subscription.period}`)}
              />
              <Field
                label={t('web.billing.information.price')}
                value={formatCurrency(subscription.price, subscription.currency, locale)}
              />
              <Field label={t('web.billing.information.vat')} value={pctText(subscription.vatPct, locale)} />
            </SimpleGrid>
            <Stack gap={4} mb="md" data-testid="billing-dates">
              {datesOf(subscription, t, locale).map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
              {subscription.couponCode ? (
                <Text size="sm" c="dimmed">
                  {t('web.billing.information.coupon')}: {subscription.couponCode}
                </Text>
              ) : null}
            </Stack>
            <Group gap="sm">
              <Button component={Link} to={PLAN_PATH} variant="light">
                {t('billing.checkout.changePackage')}
              </Button>
              <PortalButton />
              {isCancelledStatus(subscription.statusCode) || subscription.state === 'ended' ? null : (
                <CancelFlow />
              )}
            </Group>
          </Card>
        </>
      )}
    </>
  );
};

/** The provider's payment details: Stripe's customer portal, or a mail to the operator (manual). */
const PortalButton = () => {
  const t = useT();
  const services = useServices();
  const portal = useMutation({
    mutationFn: () => services.client.call('billing.portal'),
    onSuccess: ({ data }) => window.location.assign(data.url),
  });
  return (
    <Button variant="default" onClick={() => portal.mutate()} loading={portal.isPending}>
      {t('web.billing.information.paymentDetails')}
    </Button>
  );
};

type CancelStep = 'closed' | 'confirm' | 'processing' | 'completed' | 'failed';

/**
 * The cancellation flow of doc 1 §4: confirm leaving → proceed → processing message → completed message
 * (billing.cancel: access runs to the end of the paid time); a failure says cancellationProblem (doc 2 §8).
 */
const CancelFlow = () => {
  const t = useT();
  const { locale } = useLocale();
  const services = useServices();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<CancelStep>('closed');
  const [endDate, setEndDate] = useState<string | null>(null);
  const cancel = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => services.client.call('billing.cancel'),
    onMutate: () => setStep('processing'),
    onSuccess: ({ data }) => {
      setEndDate(data?.endDate ?? null);
      setStep('completed');
    },
    onError: () => setStep('failed'),
  });
  const close = () => {
    if (step === 'processing') return;
    if (step === 'completed')
      for (const id of ['billing.customer', 'billing.plans', 'profile.get'] as const)
        void queryClient.invalidateQueries({ queryKey: queryKeys.route(id) });
    setStep('closed');
  };
  return (
    <>
      <Button color="red" variant="subtle" onClick={() => setStep('confirm')}>
        {t('billing.cancel.title')}
      </Button>
      <Modal
        opened={step !== 'closed'}
        onClose={close}
        centered
        title={t('billing.cancel.title')}
        withCloseButton={step !== 'processing'}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {step === 'confirm' ? (
          <Stack gap="md" data-testid="cancel-confirm">
            <Text fw={500}>{t('billing.cancel.confirmLeaving')}</Text>
            <Text size="sm" c="dimmed">
              {t('web.billing.cancelIntro')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('web.billing.keepPlan')}
              </Button>
              <Button color="red" onClick={() => cancel.mutate()}>
                {t('billing.cancel.proceed')}
              </Button>
            </Group>
          </Stack>
        ) : step === 'processing' ? (
          <Group gap="sm" data-testid="cancel-processing" aria-live="polite">
            <Loader size="sm" />
            <Text>{t('billing.cancel.processing')}</Text>
          </Group>
        ) : step === 'completed' ? (
          <Stack gap="md" data-testid="cancel-completed" aria-live="polite">
            <Group gap="sm" wrap="nowrap">
              <IconCircleCheck size={24} color="var(--mantine-color-teal-6)" aria-hidden="true" />
              <Text>{t('billing.cancel.completed')}</Text>
            </Group>
            {endDate ? (
              <Text size="sm">{t('web.billing.accessUntil', { date: formatDate(endDate, locale) })}</Text>
            ) : null}
            <Group justify="flex-end">
              <Button onClick={close}>{t('common.close')}</Button>
            </Group>
          </Stack>
        ) : step === 'failed' ? (
          <Alert color="red" role="alert">
            {translateMessage(locale, 'cancellationProblem')}
          </Alert>
        ) : null}
      </Modal>
    </>
  );
};
