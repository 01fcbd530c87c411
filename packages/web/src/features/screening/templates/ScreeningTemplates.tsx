import {
  type Issue,
  type ScreeningQuery,
  type ScreeningTemplate,
  validateNewTemplate,
  validateScreeningTemplate,
} from '@esgkit/core';
import {
  Alert,
  Badge,
  Button,
  Divider,
  FileInput,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { translateMessage } from '../../../app/i18n.ts';
import { useLocale, useT } from '../../../app/locale.tsx';
import { fieldErrors, requiredIssue } from '../../../shared/forms/issues.ts';
import { PHONE_QUERY } from '../ResultsTable.tsx';
import { useScreenView } from '../ScreeningShell.tsx';
import { paramsOfQuery, paramsOfTemplate, TEMPLATE_PARAM } from '../url-state.ts';
import { TemplateList } from './TemplateList.tsx';
import { type TemplateKind, type UploadReport, useTemplates } from './use-templates.ts';

const ALERT_COLOR = { success: 'green', warning: 'yellow', error: 'red' } as const;

/** The answer of a CSV upload, as the spec words it (doc 1 §4, doc 2 §8) and, for 3 and 4, the rows left out. */
const UploadResult = ({ report, kind }: { report: UploadReport; kind: TemplateKind }) => {
  const t = useT();
  const { locale } = useLocale();
  const rows = report.leftOut.map((r) => t('web.screening.templates.row', { line: r.line, input: r.input }));
  return (
    <Alert color={ALERT_COLOR[report.outcome.status]} data-testid="template-upload-result">
      <Text size="sm">{translateMessage(locale, report.outcome.messageKey)}</Text>
      {rows.length > 0 ? (
        <Text size="sm" data-testid="template-left-out">
          {t(
            kind === 'fund'
              ? 'web.screening.templates.notFoundAsFunds'
              : 'web.screening.templates.notFoundAsCompanies',
            { rows: rows.join(', ') },
          )}
        </Text>
      ) : null}
    </Alert>
  );
};

/**
 * The "Templates" control of a fund or company screening page (spec doc 1 §3 saved templates: list, add, edit,
 * delete; §4 the CSV upload): save the filters in the panel as a template, make one from a CSV of ISINs or
 * tickers, run one (its filters go into the URL, which runs the screen), rename or re-save one, delete one.
 */
export const ScreeningTemplates = ({ kind, criteria }: { kind: TemplateKind; criteria: ScreeningQuery }) => {
  const t = useT();
  const { locale } = useLocale();
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const { params, setParams } = useScreenView();
  const templates = useTemplates(kind);
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [csvName, setCsvName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [report, setReport] = useState<UploadReport | null>(null);

  /** doc 1 §5: one template at a time — none may be added while another is being added or edited. */
  const oneAtATime = (): Issue[] =>
    validateNewTemplate([
      ...templates.templates.map((x) => ({ id: x.id, editing: x.id === editingId })),
      ...(templates.create.isPending || templates.upload.isPending ? [{ id: null }] : []),
    ]).map((issue) => ({ ...issue, path: ['form'] }));

  const save = () => {
    const issues = [...oneAtATime(), ...validateScreeningTemplate({ name, filters: criteria })];
    setErrors(fieldErrors(locale, issues));
    if (issues.length === 0)
      templates.create.mutate({ name: name.trim(), filters: criteria }, { onSuccess: () => setName('') });
  };

  const upload = async () => {
    const issues = [
      ...oneAtATime(),
      ...validateScreeningTemplate({ name: csvName, securities: ['csv'] }).map((i) => ({
        ...i,
        path: ['csvName'],
      })),
      ...(file ? [] : [requiredIssue('file')]),
    ];
    setErrors(fieldErrors(locale, issues));
    setReport(null);
    if (issues.length > 0 || !file) return;
    const csv = await file.text();
    templates.upload.mutate(
      { name: csvName.trim(), csv },
      {
        onSuccess: (next) => {
          setReport(next);
          if (next.outcome.status !== 'error') {
            setCsvName('');
            setFile(null);
          }
        },
      },
    );
  };

  /** A template of filters puts them in the URL; a CSV template its id (its securities would not fit). */
  const run = (template: ScreeningTemplate) => {
    setOpened(false);
    setParams(
      template.securities.length > 0 || template.filters === null
        ? paramsOfTemplate(template.id, template.filters)
        : paramsOfQuery(template.filters),
    );
  };
  const running = templates.templates.find((x) => x.id === params.get(TEMPLATE_PARAM));

  return (
    <>
      {running ? (
        <Badge variant="light" size="lg" style={{ textTransform: 'none' }} data-testid="running-template">
          {t('web.screening.templates.running', { name: running.name })}
        </Badge>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconTemplate size={16} aria-hidden="true" />}
        onClick={() => setOpened(true)}
        data-testid="open-templates"
      >
        {t('web.screening.templates.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('web.screening.templates.title')}
        fullScreen={phone}
        size="lg"
      >
        <Stack gap="md" data-testid="templates-modal">
          {errors.form ? <Alert color="red">{errors.form}</Alert> : null}
          <Title order={4}>{t('web.screening.templates.saveTitle')}</Title>
          <TextInput
            label={t('web.screening.templates.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name ?? errors.filters}
            data-testid="template-name"
          />
          <Group justify="flex-end">
            <Button onClick={save} loading={templates.create.isPending} data-testid="save-template">
              {t('web.screening.templates.save')}
            </Button>
          </Group>
          <Divider />
          <Title order={4}>{t('web.screening.templates.uploadTitle')}</Title>
          <TextInput
            label={t('web.screening.templates.name')}
            value={csvName}
            onChange={(e) => setCsvName(e.currentTarget.value)}
            error={errors.csvName}
            data-testid="template-csv-name"
          />
          <FileInput
            label={t('web.screening.templates.file')}
            description={t('web.screening.templates.uploadHint')}
            accept=".csv,text/csv"
            value={file}
            onChange={setFile}
            error={errors.file}
            clearable
            data-testid="template-csv-file"
          />
          {report ? <UploadResult report={report} kind={kind} /> : null}
          <Group justify="flex-end">
            <Button onClick={upload} loading={templates.upload.isPending} data-testid="upload-template-csv">
              {t('web.screening.templates.upload')}
            </Button>
          </Group>
          <Divider />
          <Title order={4}>{t('web.screening.templates.saved')}</Title>
          <TemplateList
            templates={templates}
            criteria={criteria}
            editingId={editingId}
            onEditingId={setEditingId}
            onRun={run}
          />
        </Stack>
      </Modal>
    </>
  );
};
