import type { CompanyScreeningFilters, ScreeningQuery, ScreeningResult } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithApp } from '../../../test/helpers/render-app.tsx';
import { CompanyScreeningPage } from './CompanyScreeningPage.tsx';

const lists: CompanyScreeningFilters = {
  regions: [{ value: 'Europe', label: 'Europe' }],
  sectors: [
    { value: 'Energy', label: 'Energy' },
    { value: 'Financials', label: 'Financials' },
  ],
  industries: [
    { value: 'Oil & Gas', label: 'Oil & Gas', parent: 'Energy' },
    { value: 'Banks', label: 'Banks', parent: 'Financials' },
  ],
  exclusionTypes: [{ value: 'tobacco', label: 'Tobacco' }],
  controversies: [
    { value: 'none', label: 'None' },
    { value: 'environmental', label: 'Environmental controversies' },
  ],
};

const empty: ScreeningResult = {
  companies: [],
  columns: [{ key: 'name', label: 'Name', kind: 'text' }],
  page: 1,
  perPage: 50,
  total: 0,
  order: 'asc',
  orderBy: 'name',
  find: '',
};

const PATH = '/platform/datahub/screening/company';

const render = (options: { locale?: 'en-US' | 'it-IT'; answer?: boolean } = {}) => {
  const bodies: ScreeningQuery[] = [];
  const screen = renderWithApp(<CompanyScreeningPage />, {
    path: PATH,
    ...(options.locale ? { locale: options.locale } : {}),
    routes: {
      'screening.companyFilters': () => ({ data: lists }),
      ...(options.answer === false
        ? {}
        : {
            'screening.company': (input: unknown) => {
              bodies.push((input as { body: ScreeningQuery }).body);
              return { data: empty };
            },
          }),
    },
  });
  return { screen, bodies };
};

// doc 1 §5: "At least one region must be picked before the related filter is enabled" (sectors and industries).
describe('CompanyScreeningPage', () => {
  it('keeps sectors and industries disabled until a region is picked, and clears them with the last region', async () => {
    const { screen: rendering, bodies } = render();
    const screen = await rendering;
    const sectors = screen.getByRole('combobox', { name: 'Sectors' });
    await expect.element(sectors).toBeDisabled();
    await expect.element(screen.getByRole('combobox', { name: 'Industries' })).toBeDisabled();
    await expect.element(screen.getByText('Pick a region first').first()).toBeVisible();

    await screen.getByRole('combobox', { name: 'Regions' }).click();
    await screen.getByRole('option', { name: 'Europe' }).click();
    await expect.element(sectors).toBeEnabled();
    await sectors.click();
    await screen.getByRole('option', { name: 'Energy' }).click();
    // the industries offered are the picked sector's
    await screen.getByRole('combobox', { name: 'Industries' }).click();
    await expect.element(screen.getByRole('option', { name: 'Oil & Gas' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Banks' }).query()).toBeNull();

    // removing the only region disables the sectors again and drops the picked one
    await screen.getByRole('combobox', { name: 'Regions' }).click();
    await userEvent.keyboard('{Backspace}');
    await expect.element(sectors).toBeDisabled();
    // a disabled filter no longer filters: the run asks for no sector
    await screen.getByRole('button', { name: 'Run screening' }).click();
    await expect.element(screen.getByTestId('no-results')).toBeVisible();
    expect(bodies.at(-1)).toMatchObject({ regions: [], sectors: [], industries: [] });
  });

  it('runs the picked filters and shows noResultsScreening for an empty answer', async () => {
    const { screen: rendering, bodies } = render();
    const screen = await rendering;
    await screen.getByRole('combobox', { name: 'Regions' }).click();
    await screen.getByRole('option', { name: 'Europe' }).click();
    await screen.getByRole('combobox', { name: 'Controversies' }).click();
    await expect.element(screen.getByRole('option').first()).toHaveTextContent('None');
    await screen.getByRole('option', { name: 'Environmental controversies' }).click();
    await screen.getByRole('button', { name: 'Run screening' }).click();
    await expect
      .element(screen.getByTestId('no-results'))
      .toHaveTextContent('No screening results, try fewer filters.');
    expect(bodies.at(-1)).toMatchObject({ regions: ['Europe'], controversies: ['environmental'] });
  });

  it('sends the market cap bounds typed (issue 26 part 7), an emptied bound not at all', async () => {
    const { screen: rendering, bodies } = render();
    const screen = await rendering;
    await screen.getByRole('textbox', { name: 'Minimum market cap (EUR)' }).fill('2000000000');
    await screen.getByRole('textbox', { name: 'Maximum market cap (EUR)' }).fill('9');
    await screen.getByRole('textbox', { name: 'Maximum market cap (EUR)' }).clear();
    await screen.getByRole('button', { name: 'Run screening' }).click();
    await expect.element(screen.getByTestId('no-results')).toBeVisible();
    expect(bodies.at(-1)).toMatchObject({ minMarketCapEur: 2_000_000_000 });
    expect(bodies.at(-1)).not.toHaveProperty('maxMarketCapEur');
  });

  it('disables Run while a screening loads', async () => {
    const { screen: rendering } = render({ answer: false });
    const screen = await rendering;
    await screen.getByRole('button', { name: 'Run screening' }).click();
    await expect.element(screen.getByTestId('run-screening')).toBeDisabled();
  });

  it('speaks Italian to an it-IT user', async () => {
    const { screen: rendering } = render({ locale: 'it-IT' });
    const screen = await rendering;
    await expect.element(screen.getByRole('combobox', { name: 'Settori' })).toBeDisabled();
    await expect.element(screen.getByText('Scegli prima una regione').first()).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Avvia lo screening' })).toBeEnabled();
  });
});
