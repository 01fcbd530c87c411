import {
  formatPercent,
  noPdfSectionReady,
  type PdfReadyFlags,
  type PdfSection,
  pdfSections,
} from '@esgkit/core';
import { Badge, Button, Checkbox, Group, List, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocale, useT } from '../../app/locale.tsx';
import { useServices } from '../../app/services.tsx';
import type { ChainRun } from '../clients/chain-runs.ts';
import { useSubjectClient } from '../results/context.tsx';
import { PdfFailure, PdfJobProgress, usePdfJob } from './PdfJobStatus.tsx';
import { savePdf } from './save.ts';

/**
 * The chosen sections with their readiness flags (doc 1 §3). The engine loads them one after another inside the
 * report's job (its progress counts them) and a failure stops the report (never a half-empty PDF), so every flag
 * turns ready when the file arrives, and the error or timeout flag marks them all (docs/decisions.md).
 */
const Readiness = ({
  sections,
  flags,
  failed,
}: {
  sections: readonly PdfSection[];
  flags: PdfReadyFlags;
  failed: boolean;
}) => {
  const t = useT();
  return (
    <Stack gap={4} data-testid="pdf-readiness">
      <Text size="sm" fw={500}>
        {t('web.pdf.readiness')}
      </Text>
      <List size="sm" spacing={2} listStyleType="none">
        {sections.map((section) => {
          const state = flags[section] ? 'ready' : failed ? 'failed' : 'waiting';
          return (
            <List.Item key={section} data-section={section} data-state={state}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{t(`pdf.sections.${section}`)}</Text>
                <Badge
                  size="sm"
                  variant="light"
                  color={state === 'ready' ? 'green' : state === 'failed' ? 'red' : 'gray'}
                >
                  {t(`web.pdf.${state}`)}
                </Badge>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
};

/**
 * The PDF export dialog (doc 1 §2): all sections or a chosen few, rendered by the engine's report endpoint in the
 * user's language and downloaded; readiness, error and timeout states. `shareToken`: asked as the share link's
 * visitor (the engine's report route accepts it), else as the signed-in user.
 */
export const PdfExportDialog = ({
  opened,
  onClose,
  portfolioId,
  shareToken,
  fileName,
}: {
  opened: boolean;
  onClose: () => void;
  portfolioId: string;
  shareToken?: string;
  fileName: string;
}) => {
  const t = useT();
  const { locale } = useLocale();
  const services = useServices();
  const client = useSubjectClient(shareToken);
  const [chosen, setChosen] = useState<PdfSection[]>([...pdfSections]);
  const [flags, setFlags] = useState<PdfReadyFlags>(noPdfSectionReady);
  // part 12: the "Derivations" appendix, off by default (the report as before)
  const [derivations, setDerivations] = useState(false);
  const isAll = chosen.length === pdfSections.length;
  // issue 32: the render is a job; its state and progress while it runs
  const { render, job, error } = usePdfJob(
    client,
    (sections: PdfSection[]) => {
      setFlags(noPdfSectionReady());
      return client.call('exports.reportJob', {
        params: { portfolioId },
        // all sections is the endpoint's default: no list sent
        body: {
          ...(sections.length === pdfSections.length ? {} : { sections }),
          locale,
          ...(derivations ? { derivations } : {}),
        },
      });
    },
    (file, sections) => {
      setFlags({ ...noPdfSectionReady(), ...Object.fromEntries(sections.map((s) => [s, true])) });
      savePdf(file.bytes, file.filename ?? `${fileName.replace(/[^\p{L}\p{N} _-]/gu, '')}.pdf`);
      services.alerts.trigger({
        message: 'pdfDownloaded',
        customMessage: t('web.pdf.downloaded'),
        isSuccess: true,
      });
      onClose();
    },
  );
  const asked = render.variables ?? chosen;
  return (
    <Modal opened={opened} onClose={onClose} title={t('pdf.dialogTitle')} centered size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('web.pdf.description')}
        </Text>
        {error ? (
          <PdfFailure error={error} hint={error === 'pdfTimeout' ? t('web.pdf.timeoutHint') : undefined} />
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
        <Checkbox
          label={t('web.pdf.derivations')}
          checked={derivations}
          onChange={(event) => setDerivations(event.currentTarget.checked)}
          disabled={render.isPending}
        />
        {render.isPending || error ? (
          <Readiness sections={asked} flags={flags} failed={error !== null} />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={render.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => render.mutate(chosen)}
            loading={render.isPending}
            disabled={chosen.length === 0}
          >
            {render.isPending ? t('pdf.generating') : t('pdf.generate')}
          </Button>
        </Group>
        {render.isPending ? <PdfJobProgress job={job} /> : null}
      </Stack>
    </Modal>
  );
};

/**
 * The Export PDF button and its dialog, the same on the client Information page, the lookup results and the shared
 * client page. Spec doc 1 §4: PDF is unavailable while PAI calculates; `paiRun` is the portfolio's background PAI
 * run, `needsPai` that PAI was never calculated and the engine will not run it for this report (a client's: the
 * engine runs it first only for a lookup). A disabled button says why right under it (a tooltip never shows on a
 * disabled button).
 */
export const PdfExport = ({
  portfolioId,
  shareToken,
  fileName,
  paiRun,
  needsPai = false,
}: {
  portfolioId: string;
  shareToken?: string;
  fileName: string;
  paiRun?: ChainRun | null;
  needsPai?: boolean;
}) => {
  const t = useT();
  const { locale } = useLocale();
  const [isOpen, setOpen] = useState(false);
  const reason = paiRun?.isRunning
    ? t('web.pdf.whilePaiRuns', { pct: formatPercent(paiRun.progress, locale, { decimals: 0 }) })
    : needsPai
      ? t('web.pdf.afterPai')
      : null;
  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="light"
        leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
        onClick={() => setOpen(true)}
        disabled={reason !== null}
        aria-describedby={reason ? 'pdf-reason' : undefined}
        data-testid="export-pdf"
      >
        {t('web.pdf.exportPdf')}
      </Button>
      {reason ? (
        <Text id="pdf-reason" size="xs" c="dimmed" ta="right" maw={360} data-testid="pdf-reason">
          {reason}
        </Text>
      ) : null}
      <PdfExportDialog
        opened={isOpen}
        onClose={() => setOpen(false)}
        portfolioId={portfolioId}
        {...(shareToken === undefined ? {} : { shareToken })}
        fileName={fileName}
      />
    </Stack>
  );
};
