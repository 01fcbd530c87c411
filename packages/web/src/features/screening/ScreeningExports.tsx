import type { CountryScreeningCriteria, ScreeningKind, ScreeningQuery } from '@esgkit/core';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useT } from '../../app/locale.tsx';
import { useServices } from '../../app/services.tsx';
import { downloadFrom } from '../../shared/results/parts.tsx';
import type { ScreenView } from './url-state.ts';

/**
 * A screen's exports (issue 26): the CSV of the applied criteria with the table's sort and find, every row (not only
 * the page). The file is in the user's language and the format of their locale, as the result views' CSV buttons
 * (the engine chooses both from the language the client sends). Disabled until the screen has been run.
 */
export const ScreeningExports = ({
  kind,
  screen,
}: {
  kind: ScreeningKind;
  screen: {
    ran: boolean;
    applied: ScreeningQuery | CountryScreeningCriteria;
    view: Pick<ScreenView, 'orderBy' | 'order' | 'find'>;
  };
}) => {
  const t = useT();
  const { locale } = useLocale();
  const { client } = useServices();
  const { orderBy, order, find } = screen.view;
  const csv = useMutation({
    mutationFn: async () => {
      const { data } = await client.call('exports.screeningCsv', {
        params: { kind },
        query: {
          ...(orderBy ? { orderBy: orderBy as never } : {}),
          ...(order ? { order: order as 'asc' | 'desc' } : {}),
          ...(find ? { find } : {}),
        },
        body: screen.applied,
      });
      downloadFrom(data.urlDownload, `screening-${kind}-${locale}.csv`);
    },
  });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      loading={csv.isPending}
      disabled={!screen.ran || csv.isPending}
      onClick={() => csv.mutate()}
      data-testid="screening-export-csv"
    >
      {t('common.exportCsv')}
    </Button>
  );
};
