import type { Portfolio, ResolvedSecurity } from '@esgkit/core';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocale, useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { usePlanLimits } from '../../shared/access/plans.ts';
import { startChain } from '../../shared/clients/chain-runs.ts';
import { FormError } from '../../shared/forms/FormError.tsx';
import { fieldErrors } from '../../shared/forms/issues.ts';
import { rulesResolver } from '../../shared/forms/rules-resolver.ts';
import { CancelSave, EditInModal, InvestmentAmountInput, InvestmentDayInput } from './client-fields.tsx';
import {
  type PortfolioForm,
  portfolioFormIssues,
  securityInputs,
  securityIssues,
  toPortfolioInput,
  toRows,
} from './client-form.ts';
import { HoldingsEditor } from './HoldingsEditor.tsx';

/** Found issues of the securities check, kept apart from a failed call. */
class SecurityIssues extends Error {}

/**
 * Replace a client's portfolio and benchmark (clients.savePortfolio); saving runs the client chain in the
 * background (spec doc 1 §4 "saving a portfolio runs these steps").
 */
export const EditPortfolioButton = ({ clientId, portfolio }: { clientId: string; portfolio: Portfolio }) => {
  const t = useT();
  const { locale } = useLocale();
  const services = useServices();
  const limits = usePlanLimits();
  const [isOpen, setOpen] = useState(false);
  const form = useForm<PortfolioForm>({
    values: {
      investmentDay: portfolio.investmentDay,
      investmentAmount: portfolio.investmentAmount,
      portfolio: toRows(portfolio.portfolio),
      benchmark: toRows(portfolio.benchmark),
    },
    resolver: rulesResolver<PortfolioForm>(locale, (v) => portfolioFormIssues(v, limits)),
  });
  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (values: PortfolioForm) => {
      const inputs = securityInputs(values);
      const resolved: ResolvedSecurity[] =
        inputs.length > 0
          ? (await services.client.call('securities.exist', { body: { ids: inputs } })).data
          : [];
      const issues = securityIssues(values, resolved);
      if (issues.length > 0) {
        for (const [field, message] of Object.entries(fieldErrors(locale, issues)))
          form.setError(field as keyof PortfolioForm, { type: 'rule', message });
        throw new SecurityIssues();
      }
      return services.client.call('clients.savePortfolio', {
        params: { clientId },
        body: toPortfolioInput(values, resolved),
      });
    },
    onSuccess: async ({ data }) => {
      setOpen(false);
      services.alerts.trigger({ message: 'changesSaved', isSuccess: true });
      await services.queryClient.invalidateQueries({ queryKey: queryKeys.route('clients.get') });
      void services.queryClient.invalidateQueries({ queryKey: queryKeys.route('clients.list') });
      const outcome = await startChain(services, clientId, data.id);
      // every view of the portfolio changes with the chain: read them again
      await services.queryClient.invalidateQueries();
      if (outcome && outcome.status !== 'completed' && outcome.status !== 'cancelled')
        services.alerts.trigger({
          message: outcome.isTimedOut ? 'hugePortfolioTimeout' : 'anErrorHasOccurred',
          isSuccess: false,
        });
    },
  });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return (
    <EditInModal
      label={t('web.portfolioHub.editPortfolio')}
      isOpen={isOpen}
      onOpen={() => {
        save.reset();
        setOpen(true);
      }}
      onClose={() => setOpen(false)}
      size="xl"
    >
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="md">
          {save.error && !(save.error instanceof SecurityIssues) ? <FormError error={save.error} /> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {(['portfolio', 'benchmark'] as const).map((side) => (
              <Stack key={side} gap="xs">
                <Title order={3} fz="md">
                  {t(side === 'portfolio' ? 'web.portfolioHub.portfolio' : 'web.portfolioHub.benchmark')}
                </Title>
                <Controller
                  control={form.control}
                  name={side}
                  render={({ field }) => (
                    <HoldingsEditor
                      name={`edit-${side}`}
                      rows={field.value}
                      onChange={field.onChange}
                      error={errors[side]?.message}
                      onCsvError={(message) => form.setError(side, { type: 'csv', message })}
                    />
                  )}
                />
              </Stack>
            ))}
          </SimpleGrid>
          <CancelSave onCancel={() => setOpen(false)} isSaving={save.isPending} />
        </Stack>
      </form>
    </EditInModal>
  );
};
