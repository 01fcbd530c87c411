import {
  addClientChain,
  type ChainOutcome,
  type ClientInput,
  DEFAULT_INVESTMENT_AMOUNT_EUR,
  formatPercent,
  type Issue,
  REDIRECT_DELAY_MS,
  type ResolvedSecurity,
} from '@esgkit/core';
import { Alert, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { useApiQuery } from '../../app/api.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { clientPaths, paths } from '../../app/paths.ts';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { usePlanLimits } from '../../shared/access/plans.ts';
import { followPaiAfter, runFirstStepThenJob } from '../../shared/clients/chain-runs.ts';
import { FormError } from '../../shared/forms/FormError.tsx';
import { fieldErrors } from '../../shared/forms/issues.ts';
import { rulesResolver } from '../../shared/forms/rules-resolver.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { ContactFields, InvestmentAmountInput, InvestmentDayInput } from './client-fields.tsx';
import {
  type ClientForm,
  clientFormIssues,
  securityInputs,
  securityIssues,
  toPortfolioInput,
} from './client-form.ts';
import { blankRow, HoldingsEditor } from './HoldingsEditor.tsx';

/**
 * /platform/portfoliohub/add_client: details, portfolio, benchmark (typed or CSV); then the add-client chain
 * (create 10 → provider 30 → recalculate 60 → taxonomy 70 → impact 80, 100; spec doc 1 §4) with its progress, and
 * the client page after 250 ms.
 */
export const AddClientPage = () => {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const services = useServices();
  const limits = usePlanLimits();
  const limit = limits?.maxPortfolios ?? null;
  const clients = useApiQuery('clients.list');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<ChainOutcome | null>(null);
  const form = useForm<ClientForm>({
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      phone: '',
      investmentDay: '',
      investmentAmount: DEFAULT_INVESTMENT_AMOUNT_EUR,
      portfolio: [blankRow()],
      benchmark: [blankRow()],
    },
    resolver: rulesResolver(locale, (v) => clientFormIssues(v, limits)),
  });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;

  const own = clients.data?.data.filter((c) => !c.isDemo).length ?? 0;
  if (limit !== null && clients.data && own >= limit) return <Navigate to={paths.clients} replace />;

  const showIssues = (issues: Issue[]) => {
    for (const [field, message] of Object.entries(fieldErrors(locale, issues)))
      form.setError(field as keyof ClientForm, { type: 'rule', message });
  };

  const submit = async (values: ClientForm) => {
    setFailure(null);
    setProgress(0);
    let resolved: ResolvedSecurity[] = [];
    try {
      const inputs = securityInputs(values);
      if (inputs.length > 0)
        resolved = (await services.client.call('securities.exist', { body: { ids: inputs } })).data;
    } catch (error) {
      setProgress(null);
      setFailure({
        status: 'failed',
        isTimedOut: false,
        failedStep: null,
        error,
        portfolioId: null,
        clientId: null,
      });
      return;
    }
    const found = securityIssues(values, resolved);
    if (found.length > 0) {
      setProgress(null);
      showIssues(found);
      return;
    }
    const newClient: ClientInput = {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      ...(values.email.trim() ? { email: values.email.trim() } : {}),
      ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      portfolio: toPortfolioInput(values, resolved),
    };
    // the client is created from the page; its chain, then its PAI, run as the portfolio's chain job (issue 32)
    const { outcome, job } = await runFirstStepThenJob(
      addClientChain,
      { client: services.client, newClient },
      (p) => p.step !== null && setProgress(p.progress),
    );
    void services.queryClient.invalidateQueries({ queryKey: queryKeys.route('clients.list') });
    if (outcome.status === 'completed' && outcome.clientId) {
      setProgress(100);
      services.alerts.trigger({ message: 'cliendCreated', isSuccess: true });
      // the PAI chain follows in the background (the same job); the client page shows its progress (spec doc 1 §4)
      if (outcome.portfolioId) followPaiAfter(services, outcome.portfolioId, job);
      const target = clientPaths(outcome.clientId).information;
      setTimeout(() => void navigate(target), REDIRECT_DELAY_MS);
      return;
    }
    setProgress(null);
    setFailure(outcome);
  };

  const isRunning = progress !== null;
  return (
    <>
      <PageHeader title={t('nav.addClient')} description={t('web.portfolioHub.addDescription')} />
      <form onSubmit={form.handleSubmit((values) => void submit(values))} noValidate>
        <Stack gap="lg" maw={1100}>
          {failure ? (
            failure.isTimedOut ? (
              <Alert color="red" role="alert" data-testid="form-error">
                {t('web.portfolioHub.chainTimeout')}
              </Alert>
            ) : failure.clientId ? (
              <Alert color="red" role="alert" data-testid="form-error">
                {t('chain.failed')}
              </Alert>
            ) : (
              <FormError error={failure.error} />
            )
          ) : null}
          <Card withBorder radius="md" p="lg">
            <Title order={2} fz="lg" mb="md">
              {t('web.portfolioHub.details')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <ContactFields register={form.register} errors={errors} />
              <InvestmentDayInput {...form.register('investmentDay')} error={errors.investmentDay?.message} />
              <Controller
                control={form.control}
                name="investmentAmount"
                render={({ field }) => (
                  <InvestmentAmountInput
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.investmentAmount?.message}
                  />
                )}
              />
            </SimpleGrid>
          </Card>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {(['portfolio', 'benchmark'] as const).map((side) => (
              <Card key={side} withBorder radius="md" p="lg">
                <Title order={2} fz="lg" mb={4}>
                  {t(side === 'portfolio' ? 'web.portfolioHub.portfolio' : 'web.portfolioHub.benchmark')}
                </Title>
                <Text size="sm" c="dimmed" mb="md">
                  {t('web.portfolioHub.csvHint')}
                </Text>
                <Controller
                  control={form.control}
                  name={side}
                  render={({ field }) => (
                    <HoldingsEditor
                      name={side}
                      rows={field.value}
                      onChange={field.onChange}
                      error={errors[side]?.message}
                      onCsvError={(message) => form.setError(side, { type: 'csv', message })}
                    />
                  )}
                />
              </Card>
            ))}
          </SimpleGrid>
          {isRunning ? (
            <Stack gap={4} data-testid="add-client-progress">
              <Text size="sm">{t('web.portfolioHub.creating')}</Text>
              <Progress value={progress} animated aria-label={t('web.portfolioHub.creating')} />
              <Text size="xs" c="dimmed">
                {t('web.portfolioHub.progress', { pct: formatPercent(progress, locale, { decimals: 0 }) })}
              </Text>
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(paths.clients)} disabled={isRunning}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isRunning}>
              {t('web.portfolioHub.createClient')}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
};
