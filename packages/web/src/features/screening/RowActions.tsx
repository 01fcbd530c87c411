import type { ScreeningRow } from '@esgkit/core';
import { Button, Group } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../app/locale.tsx';
import { lookupFactSheetPath, lookupOpenPath, lookupPortfolioPath } from '../../app/paths.ts';
import { useServices } from '../../app/services.tsx';
import { addToPortfolioDraft } from '../../shared/lookup/portfolio-draft.ts';

/** What Lookup knows a row's security by: its ISIN, else its ticker, else its id. */
export const securityInput = (row: ScreeningRow): string => row.isin ?? row.ticker ?? row.id;

/**
 * A fund row's "Add to lookup portfolio" (issue 26): the fund joins the tab's lookup portfolio (Lookup's editor
 * shows it), and an alert says so, or that it was there already, with a way to the portfolio.
 */
export const AddToPortfolioButton = ({ row }: { row: ScreeningRow }) => {
  const t = useT();
  const { alerts } = useServices();
  const navigate = useNavigate();
  const add = () => {
    const outcome = addToPortfolioDraft(securityInput(row));
    alerts.trigger({
      message: '',
      customMessage: t(
        outcome === 'added' ? 'web.screening.addedToPortfolio' : 'web.screening.alreadyInPortfolio',
        { name: row.name },
      ),
      isSuccess: outcome === 'added',
      action: { label: t('web.screening.openPortfolio'), onClick: () => navigate(lookupPortfolioPath()) },
    });
  };
  return (
    <Button size="compact-sm" variant="default" onClick={add} data-testid="add-to-portfolio">
      {t('web.screening.addToPortfolio')}
    </Button>
  );
};

/** A company row's "Open fact sheet": its research card in Lookup, where a searched company opens. */
export const FactSheetButton = ({ row }: { row: ScreeningRow }) => {
  const t = useT();
  return (
    <Button
      component={Link}
      to={lookupFactSheetPath(securityInput(row))}
      size="compact-sm"
      variant="light"
      data-testid="open-fact-sheet"
    >
      {t('web.screening.openFactSheet')}
    </Button>
  );
};

/** A fund row's actions: its results in Lookup, and Add to lookup portfolio. */
export const FundRowActions = ({ row }: { row: ScreeningRow }) => {
  const t = useT();
  return (
    <Group gap="xs" justify="flex-end">
      <Button
        component={Link}
        to={lookupOpenPath(securityInput(row))}
        size="compact-sm"
        variant="light"
        data-testid="open-fund"
      >
        {t('web.screening.openResults')}
      </Button>
      <AddToPortfolioButton row={row} />
    </Group>
  );
};

// The tables' `action`s, made once: a new function each render would re-render every memoised row (ResultsTable).
export const companyRowAction = (row: ScreeningRow) => <FactSheetButton row={row} />;
export const fundRowAction = (row: ScreeningRow) => <FundRowActions row={row} />;
