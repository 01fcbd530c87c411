import {
  ApiError,
  BillingPeriod,
  type CheckoutSession,
  contract,
  couponOutcomeMessage,
  type OrderSummary,
} from '@esgkit/core';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Divider,
  Grid,
  Group,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCreditCard, IconMail } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useApiQuery, useProfile } from '../../app/api.ts';
import { translateMessage } from '../../app/i18n.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { checkoutPath, PLAN_PATH, paths } from '../../app/paths.ts';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { FormError } from '../../shared/forms/FormError.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { formatCents, pctText } from './money.ts';

/** The plans a checkout sells: the contract's own list (billing.session's body). */
const SoldPlan = contract['billing.session'].body.shape.plan;

const Line = ({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) => (
  <Group justify="space-between" wrap="nowrap" gap="sm">
    <Text size="sm" fw={strong ? 700 : undefined}>
      {label}
    </Text>
    <Text size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
      {value}
    </Text>
  </Group>
);

/**
 * /platform/profile/billing/checkout/{plan}/{period?} (doc 1 §2): the period (its price and the longer-period
 * discount from billing.plans), the payment information of the provider, the coupon (outcome codes of doc 1 §4),
 * the order summary as the engine computes it (billing.order: core's orderSummary, VAT of the user's country), the
 * terms agreement required before "Complete order", and "Change package" back to the Plan page. Stripe: the order
 * opens the provider's payment page; manual: the request goes to the operator (requestSent).
 */
export const CheckoutPage = () => {
  const params = useParams();
  const plan = SoldPlan.safeParse(params.plan);
  if (!plan.success) return <Navigate to={PLAN_PATH} replace />;
  const period = BillingPeriod.safeParse(params.period);
  return <Checkout plan={plan.data} period={period.success ? period.data : 'month'} />;
};

const Checkout = ({ plan, period }: { plan: 'professional' | 'premium'; period: BillingPeriod }) => {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const services = useServices();
  const queryClient = useQueryClient();
  const [couponInput, setCouponInput] = useState('');
  const [coupon, setCoupon] = useState<string | null>(null);
  const [couponMessage, setCouponMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const [sent, setSent] = useState<CheckoutSession | null>(null);

  const { profile } = useProfile();
  const plans = useApiQuery('billing.plans');
  const order = useApiQuery('billing.order', {
    query: { plan, period, ...(coupon ? { couponCode: coupon } : {}) },
  });
  const offer = plans.data?.data.plans.find((p) => p.plan === plan);
  const provider = plans.data?.data.provider;

  const applyCoupon = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (code: string) => {
      const { data } = await services.client.call('billing.coupon', { body: { code } });
      // the operator's Premium code (doc 1 §1) is no discount: it grants its plan at once, which the profile shows
      const granted = data.isValid ? (await services.client.call('profile.get')).data.plan : null;
      return { data, granted };
    },
    onSuccess: ({ data, granted }) => {
      const outcome = couponOutcomeMessage(data.outcome);
      if (granted && granted !== profile?.plan) {
        for (const id of ['profile.get', 'auth.session', 'billing.plans', 'billing.customer'] as const)
          void queryClient.invalidateQueries({ queryKey: queryKeys.route(id) });
        services.alerts.trigger({ message: 'couponApplied', isSuccess: true });
        navigate(paths.billingInformation);
      } else if (outcome.isApplied && data.isValid) {
        setCoupon(data.code);
        setCouponMessage({ ok: true, text: translateMessage(locale, 'couponApplied') });
      } else if (outcome.messageKey) {
        setCouponMessage({ ok: false, text: translateMessage(locale, outcome.messageKey) });
      } else setCouponMessage(null);
    },
    // the call itself failed: outcome 2, request error
    onError: () => {
      const key = couponOutcomeMessage(2).messageKey;
      setCouponMessage(key ? { ok: false, text: translateMessage(locale, key) } : null);
    },
  });

  // The billing details live in the profile (doc 1 §3); a VAT ID of another EU country is reverse charge, so a change
  // goes to the engine (and the provider) at once and the order summary follows it.
  const saveDetails = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (details: { vat?: string; legalName?: string }) => {
      try {
        await services.client.call('billing.updateCustomer', { body: details });
      } catch (error) {
        // doc 2 §7: "A 404 on the billing customer update is ignored"
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onSuccess: () => {
      for (const id of ['billing.order', 'profile.get'] as const)
        void queryClient.invalidateQueries({ queryKey: queryKeys.route(id) });
    },
  });
  const saveIfChanged = (field: 'vat' | 'legalName', value: string) => {
    if (value.trim() !== (profile?.[field] ?? '')) saveDetails.mutate({ [field]: value.trim() });
  };

  const complete = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () =>
      services.client.call('billing.session', {
        body: { plan, period, acceptTerms: true, ...(coupon ? { couponCode: coupon } : {}) },
      }),
    onSuccess: ({ data }) => {
      // a Starter's first order starts the trial at once: access, plan and subscription change
      for (const id of ['profile.get', 'auth.session', 'billing.plans', 'billing.customer'] as const)
        void queryClient.invalidateQueries({ queryKey: queryKeys.route(id) });
      if (data.kind === 'checkout') window.location.assign(data.url);
      setSent(data);
    },
  });

  const onComplete = () => {
    if (!accepted) {
      setTermsMissing(true);
      return;
    }
    complete.mutate();
  };

  const title = t('web.billing.checkoutTitle', { plan: t(`plans.${plan}`) });
  if (sent?.kind === 'requestSent') {
    return (
      <>
        <PageHeader title={title} />
        <Card withBorder radius="md" p="xl" maw={640} data-testid="request-sent">
          <Stack gap="md" align="flex-start">
            <Group gap="sm" wrap="nowrap">
              <IconCircleCheck size={28} color="var(--mantine-color-teal-6)" aria-hidden="true" />
              <Title order={2} fz="xl">
                {t('web.billing.requestSentTitle')}
              </Title>
            </Group>
            <Text>{t('billing.requestSent')}</Text>
            <Button component={Link} to={paths.billingInformation} variant="light">
              {t('profileMenu.billingInformation')}
            </Button>
          </Stack>
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description={t('web.billing.checkoutDescription')}
        extra={
          <Button component={Link} to={PLAN_PATH} variant="default">
            {t('billing.checkout.changePackage')}
          </Button>
        }
      />
      {plans.error ? <QueryError error={plans.error} onRetry={plans.refetch} /> : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="lg" mb="md">
                {t('web.billing.period')}
              </Title>
              {!offer ? (
                <Skeleton height={120} />
              ) : (
                <Radio.Group
                  value={period}
                  onChange={(value) => navigate(checkoutPath(plan, value), { replace: true })}
                  aria-label={t('web.billing.period')}
                >
                  <Stack gap="sm">
                    {offer.prices.map((price) => (
                      <Radio.Card
                        key={price.period}
                        value={price.period}
                        radius="md"
                        p="md"
                        data-testid={`period-${price.period}`}
                      >
                        <Group wrap="nowrap" align="flex-start" gap="sm">
                          <Radio.Indicator />
                          <Stack gap={2} style={{ flex: 1 }}>
                            <Group justify="space-between" gap="xs">
                              <Text fw={600}>{t(`periods.${price.period}`)}</Text>
                              {price.discountPct ? (
                                <Badge color="teal" variant="light">
                                  {t('web.plan.save', { pct: pctText(price.discountPct, locale) })}
                                </Badge>
                              ) : null}
                            </Group>
                            <Text size="sm" c="dimmed">
                              {t(`web.plan.perPeriod.${price.period}`, {
                                price: formatCents(Math.round(price.amount * 100), price.currency, locale),
                              })}
                            </Text>
                          </Stack>
                        </Group>
                      </Radio.Card>
                    ))}
                  </Stack>
                </Radio.Group>
              )}
              {offer && offer.trialDays > 0 ? (
                <Text size="sm" c="dimmed" mt="sm">
                  {t('web.billing.trialNote', { days: offer.trialDays })}
                </Text>
              ) : null}
            </Card>
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="lg" mb="md">
                {t('billing.checkout.paymentInformation')}
              </Title>
              {!provider ? (
                <Skeleton height={40} />
              ) : (
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  {provider === 'stripe' ? (
                    <IconCreditCard size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
                  ) : (
                    <IconMail size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
                  )}
                  <Text size="sm" data-testid="payment-information">
                    {provider === 'stripe' ? t('web.billing.payByProvider') : t('web.billing.payByOperator')}
                  </Text>
                </Group>
              )}
              {profile ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="md">
                  <TextInput
                    label={t('web.account.legalName')}
                    defaultValue={profile.legalName ?? ''}
                    maxLength={200}
                    autoComplete="organization"
                    onBlur={(event) => saveIfChanged('legalName', event.currentTarget.value)}
                  />
                  <TextInput
                    label={t('web.account.vat')}
                    defaultValue={profile.vat ?? ''}
                    maxLength={40}
                    onBlur={(event) => saveIfChanged('vat', event.currentTarget.value)}
                  />
                </SimpleGrid>
              ) : null}
              <FormError error={saveDetails.error} />
            </Card>
            <Card withBorder radius="md" p="lg">
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  const code = couponInput.trim();
                  if (code) applyCoupon.mutate(code);
                }}
              >
                <Group align="flex-end" gap="sm" wrap="nowrap">
                  <TextInput
                    label={t('billing.checkout.coupon')}
                    value={couponInput}
                    onChange={(event) => setCouponInput(event.currentTarget.value)}
                    maxLength={64}
                    autoComplete="off"
                    style={{ flex: 1 }}
                    error={couponMessage && !couponMessage.ok ? couponMessage.text : undefined}
                  />
                  <Button type="submit" variant="light" loading={applyCoupon.isPending}>
                    {t('billing.checkout.applyCoupon')}
                  </Button>
                </Group>
                {couponMessage?.ok ? (
                  <Text size="sm" c="teal" mt="xs" data-testid="coupon-applied">
                    {couponMessage.text}
                  </Text>
                ) : null}
              </form>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" p="lg" data-testid="order-summary">
            <Title order={2} fz="lg" mb="md">
              {t('billing.checkout.orderSummary')}
            </Title>
            {order.error && !order.data ? (
              <FormError error={order.error} />
            ) : !order.data ? (
              <Skeleton height={160} />
            ) : (
              <OrderLines summary={order.data.data} />
            )}
            <Divider my="md" />
            <Stack gap="sm">
              <Checkbox
                checked={accepted}
                onChange={(event) => {
                  setAccepted(event.currentTarget.checked);
                  setTermsMissing(false);
                }}
                label={
                  <>
                    {t('billing.checkout.termsAgreement')} (
                    <Anchor component={Link} to={`${paths.legal}#terms`} target="_blank" size="sm">
                      {t('web.billing.readTerms')}
                    </Anchor>
                    )
                  </>
                }
                error={termsMissing ? translateMessage(locale, 'termsRequired') : undefined}
              />
              <FormError error={complete.error} />
              {sent?.kind === 'checkout' ? (
                <Alert color="blue">
                  <Anchor href={sent.url}>{t('web.billing.openPaymentPage')}</Anchor>
                </Alert>
              ) : null}
              <Button size="md" onClick={onComplete} loading={complete.isPending} disabled={!provider}>
                {provider === 'manual' ? t('web.billing.sendRequest') : t('billing.checkout.completeOrder')}
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
};

/** The engine's order summary (billing.order), line by line, in the user's locale. */
const OrderLines = ({ summary }: { summary: OrderSummary }) => {
  const t = useT();
  const { locale } = useLocale();
  const money = (cents: number) => formatCents(cents, summary.currency, locale);
  const minus = (cents: number) => `− ${money(cents)}`;
  return (
    <Stack gap={6}>
      <Line label={t('web.billing.listPrice')} value={money(summary.listPriceCents)} />
      {summary.periodDiscountCents > 0 ? (
        <Line label={t('web.billing.periodDiscount')} value={minus(summary.periodDiscountCents)} />
      ) : null}
      {summary.scalabilityDiscountCents > 0 ? (
        <Line label={t('web.billing.scalabilityDiscount')} value={minus(summary.scalabilityDiscountCents)} />
      ) : null}
      {summary.couponCode ? (
        <Line
          label={t('web.billing.couponDiscount', { code: summary.couponCode })}
          value={minus(summary.couponDiscountCents)}
        />
      ) : null}
      <Line label={t('web.billing.net')} value={money(summary.netCents)} />
      <Line
        label={t('web.billing.vatLine', { pct: pctText(summary.vatPct, locale) })}
        value={money(summary.vatCents)}
      />
      {summary.reverseCharge ? (
        <Text size="xs" c="dimmed">
          {t('web.billing.reverseCharge')}
        </Text>
      ) : null}
      <Divider my={4} />
      <Line label={t('billing.checkout.total')} value={money(summary.totalCents)} strong />
    </Stack>
  );
};
