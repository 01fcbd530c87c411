import { ApiError, type PdfSection, pdfSections, TimeoutError, translateMessage } from '@esgkit/core';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../app/locale.tsx';
import { useServices } from '../../app/services.tsx';

/** The dialog's outcome of a failed render: the spec's error flag or its timeout flag (doc 1 §4, a 504). */
const failureKey = (error: unknown): 'pdfTimeout' | 'pdfError' | string =>
  error instanceof TimeoutError
    ? 'pdfTimeout'
    : error instanceof ApiError && error.code !== 'anErrorHasOccurred'
      ? error.code
      : 'pdfError';

const save = (bytes: Uint8Array, fileName: string) => {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken the blob by now; keep it a moment for slow browsers
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * The PDF export dialog (doc 1 §2): all sections or a chosen few, rendered by the engine's report endpoint in the
 * user's language and downloaded; loading, error and timeout states.
 */
export const PdfExportDialog = ({
  opened,
  onClose,
  portfolioId,
  fileName,
}: {
  opened: boolean;
  onClose: () => void;
  portfolioId: string;
  fileName: string;
}) => {
  const t = useT();
  const { locale } = useLocale();
  const services = useServices();
  const [chosen, setChosen] = useState<PdfSection[]>([...pdfSections]);
  const isAll = chosen.length === pdfSections.length;
  const render = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () =>
      services.client.call('exports.report', {
        params: { portfolioId },
        // all sections is the endpoint's default: no list sent
        body: isAll ? { locale } : { sections: chosen, locale },
      }),
    onSuccess: (file) => {
      save(file.bytes, file.filename ?? `${fileName.replace(/[^\p{L}\p{N} _-]/gu, '')}.pdf`);
      services.alerts.trigger({
        message: 'pdfDownloaded',
        customMessage: t('web.pdf.downloaded'),
        isSuccess: true,
      });
      onClose();
    },
  });
  const error = render.error ? failureKey(render.error) : null;
  return (
    <Modal opened={opened} onClose={onClose} title={t('pdf.dialogTitle')} centered size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('web.pdf.description')}
        </Text>
        {error ? (
          <Alert color="red" role="alert" data-testid="pdf-error">
            {translateMessage(locale, error)}
            {error === 'pdfTimeout' ? <Text size="sm">{t('web.pdf.timeoutHint')}</Text> : null}
          </Alert>
        ) : null}
        <Checkbox
          label={t('pdf.allSections')}
          checked={isAll}
          indeterminate={!isAll && chosen.length > 0}
          onChange={() => setChosen(isAll ? [] : [...pdfSections])}
          disabled={render.isPending}
        />
        <Checkbox.Group
          label={t('pdf.chooseSections')}
          value={chosen}
          onChange={(value) => setChosen(pdfSections.filter((s) => value.includes(s)))}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {pdfSections.map((section) => (
              <Checkbox
                key={section}
                value={section}
                label={t(`pdf.sections.${section}`)}
                disabled={render.isPending}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={render.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => render.mutate()} loading={render.isPending} disabled={chosen.length === 0}>
            {render.isPending ? t('pdf.generating') : t('pdf.generate')}
          </Button>
        </Group>
        {render.isPending ? (
          <Text size="sm" c="dimmed" role="status">
            {t('pdf.generating')}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
};
