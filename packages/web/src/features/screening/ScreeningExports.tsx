import type { CountryScreeningCriteria, ScreeningKind, ScreeningQuery, ScreeningView } from '@esgkit/core';
import { Box, Button } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useT } from '../../app/locale.tsx';
import { useServices } from '../../app/services.tsx';
import { PdfFailure, PdfJobProgress, usePdfJob } from '../../shared/pdf/PdfJobStatus.tsx';
import { savePdf } from '../../shared/pdf/save.ts';
import { downloadFrom } from '../../shared/results/parts.tsx';
import type { ScreenView } from './url-state.ts';

/**
 * A screen's exports (issue 26): the CSV of the applied criteria with the table's sort and find, every row (not only
 * the page), and a one-page PDF of the criteria and the first rows. The file is in the user's language and the format of their locale, as the result views' CSV buttons
 * (the engine chooses both from the language the client sends). Disabled until the screen has been run; each
 * shows its progress while the link or the PDF is made.
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
  // the table's sort and find: the CSV holds every row in that order, the PDF its first rows
  const query = {
    ...(orderBy ? { orderBy: orderBy as ScreeningView['orderBy'] } : {}),
    ...(order ? { order: order as 'asc' | 'desc' } : {}),
    ...(find ? { find } : {}),
  };
  const csv = useMutation({
    mutationFn: async () => {
      const { data } = await client.call('exports.screeningCsv', {
        params: { kind },
        query,
        body: screen.applied,
      });
      downloadFrom(data.urlDownload, `screening-${kind}-${locale}.csv`);
    },
  });
  // issue 32: rendered by a worker as a job, followed as the report dialog follows its own (queued → N % → ready),
  // downloaded once ready
  const pdf = usePdfJob(
    client,
    () => client.call('exports.screeningPdfJob', { params: { kind }, query, body: screen.applied }),
    (file) => savePdf(file.bytes, file.filename ?? `screening-${kind}.pdf`),
  );
  return (
    <>
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
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
        loading={pdf.render.isPending}
        disabled={!screen.ran || pdf.render.isPending}
        onClick={() => pdf.render.mutate(undefined)}
        data-testid="screening-export-pdf"
      >
        {t('web.pdf.exportPdf')}
      </Button>
      {pdf.render.isPending || pdf.error ? (
        // its own line under the toolbar's buttons, after all of them (order), as wide as the toolbar
        <Box style={{ flexBasis: '100%', order: 1 }} data-testid="screening-pdf-status">
          {pdf.error ? <PdfFailure error={pdf.error} /> : <PdfJobProgress job={pdf.job} />}
        </Box>
      ) : null}
    </>
  );
};
