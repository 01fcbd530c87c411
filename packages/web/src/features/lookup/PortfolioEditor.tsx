import {
  checkPlanLimits,
  countSecurities,
  DEFAULT_INVESTMENT_AMOUNT_EUR,
  type Issue,
  isBlankRow,
  isCashInput,
  type PortfolioInput,
  type PortfolioRow,
  parsePortfolioCsv,
  type ResolvedSecurity,
  SecurityInput,
  toHoldings,
  toIsoDate,
  validateDate,
  validateInvestmentDayForImpact,
  validatePortfolio,
  validateSecurities,
} from '@esgkit/core';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  Modal,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../app/api.ts';
import { translate } from '../../app/i18n.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { useServices } from '../../app/services.tsx';
import { usePlanLimits } from '../../shared/access/plans.ts';
import { translateIssue } from '../../shared/forms/issues.ts';
import { LookupProgress } from '../../shared/lookup/LookupProgress.tsx';
import { editorInvestmentDay } from '../../shared/lookup/lookup-defaults.ts';
import { type DraftRow, draftRow, usePortfolioDraft } from '../../shared/lookup/portfolio-draft.ts';
import { useLookupRun } from '../../shared/lookup/use-lookup-run.ts';
import { lookupResultsPath } from './paths.ts';

type EditorRow = DraftRow;

const blankRow = (): EditorRow => draftRow();
const fromRows = (rows: readonly PortfolioRow[]): EditorRow[] =>
  rows.map((r) => draftRow(r.input, String(r.weight)));

/** A typed weight as a number: a decimal comma is accepted; an empty cell is 0 (a blank row is then ignored). */
const weightOf = (text: string): number => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? 0 : Number(trimmed);
};
const toRows = (rows: readonly EditorRow[]): PortfolioRow[] =>
  rows.map((r) => ({ input: r.input, weight: weightOf(r.weight) }));

const key = (input: string) => input.trim().toUpperCase();

// A year back: long enough for one-year returns, and at least a day old for impact scores (doc 1 §5).

/** Issues of the securities-exist answer, for the inputs that were checked (the rest wait for the next check). */
const existenceIssues = (
  rows: readonly PortfolioRow[],
  resolved: ReadonlyMap<string, ResolvedSecurity>,
  prefix: (string | number)[],
): Issue[] => {
  const checked = rows.map((r) =>
    r.input.trim() === '' || isCashInput(r.input) || resolved.has(key(r.input))
      ? r
      : { input: '', weight: 0 },
  );
  return validateSecurities(checked, [...resolved.values()], { pathPrefix: prefix });
};

const HoldingsTable = ({
  rows,
  setRows,
  issues,
  prefix,
  label,
}: {
  rows: EditorRow[];
  setRows: (rows: EditorRow[]) => void;
  issues: Issue[];
  prefix: (string | number)[];
  label: string;
}) => {
  const t = useT();
  const { locale } = useLocale();
  const errorAt = (index: number, field: 'input' | 'weight') => {
    const found = issues.find(
      (i) =>
        i.severity === 'error' &&
        i.path.length === prefix.length + 2 &&
        prefix.every((p, n) => i.path[n] === p) &&
        i.path[prefix.length] === index &&
        i.path[prefix.length + 1] === field,
    );
    return found ? translateIssue(locale, found) : null;
  };
  const update = (index: number, patch: Partial<EditorRow>) =>
    setRows(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <Table verticalSpacing={4} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('fields.isinOrTicker')}</Table.Th>
          <Table.Th w={140}>{t('web.lookup.weightPct')}</Table.Th>
          <Table.Th w={48} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={row.key} data-testid={`${label}-row`}>
            <Table.Td style={{ verticalAlign: 'top' }}>
              <TextInput
                aria-label={`${t('fields.isinOrTicker')} ${index + 1}`}
                placeholder={t('web.lookup.inputPlaceholder')}
                value={row.input}
                onChange={(e) => update(index, { input: e.currentTarget.value })}
                error={errorAt(index, 'input')}
              />
            </Table.Td>
            <Table.Td style={{ verticalAlign: 'top' }}>
              <TextInput
                aria-label={`${t('fields.weight')} ${index + 1}`}
                inputMode="decimal"
                value={row.weight}
                onChange={(e) => update(index, { weight: e.currentTarget.value })}
                error={errorAt(index, 'weight')}
              />
            </Table.Td>
            <Table.Td style={{ verticalAlign: 'top' }}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('web.lookup.removeRow', { row: index + 1 })}
                onClick={() => setRows(rows.length > 1 ? rows.filter((_, i) => i !== index) : [blankRow()])}
                mt={4}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

/**
 * The ad-hoc portfolio of a lookup (doc 1 §2 Data Hub): rows of ISIN or ticker and weight, the CASH row, an
 * optional benchmark, first-investment date and amount, CSV upload. Core's rules (doc 1 §5) show inline as the
 * user types; the securities-exist answer adds "not found" and type errors; a sum other than 100 or 1 asks
 * first; then the lookup chain runs with its progress and opens the results.
 */
export const PortfolioEditor = () => {
  const t = useT();
  const { locale } = useLocale();
  const { client } = useServices();
  const limits = usePlanLimits();
  const navigate = useNavigate();
  const lookup = useLookupRun();
  // the tab's one lookup portfolio: a screening row may have added funds to it (issue 26)
  const [rows, setRows] = usePortfolioDraft();
  const [benchmarkRows, setBenchmarkRows] = useState<EditorRow[]>(() => [blankRow()]);
  const [hasBenchmark, setHasBenchmark] = useState(false);
  // the served dataset's defaults, as `esgkit lookup` has them (issue 21): a typed day wins
  const defaults = useApiQuery('lookups.defaults');
  const [typedInvestmentDay, setInvestmentDay] = useState<string | null>(null);
  const investmentDay = editorInvestmentDay(typedInvestmentDay, defaults.data?.data, toIsoDate(new Date()));
  const [amount, setAmount] = useState(String(DEFAULT_INVESTMENT_AMOUNT_EUR));
  const [resolved, setResolved] = useState<Map<string, ResolvedSecurity>>(new Map());
  const [isChecking, setIsChecking] = useState(false);
  const [confirming, setConfirming] = useState<PortfolioInput | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [csvTarget, setCsvTarget] = useState<'portfolio' | 'benchmark'>('portfolio');
  const resetFile = useRef<() => void>(null);

  const portfolioRows = useMemo(() => toRows(rows), [rows]);
  const benchRows = useMemo(() => toRows(benchmarkRows), [benchmarkRows]);
  const amountValue = weightOf(amount);
  const issues = useMemo(() => {
    const all: Issue[] = [
      ...validatePortfolio(portfolioRows),
      ...existenceIssues(portfolioRows, resolved, []),
      ...(hasBenchmark
        ? [
            ...validatePortfolio(benchRows, { pathPrefix: ['benchmark'] }),
            ...existenceIssues(benchRows, resolved, ['benchmark']),
          ]
        : []),
      ...validateDate(investmentDay, ['investmentDay']),
      ...(limits ? checkPlanLimits(limits, { securities: countSecurities(portfolioRows) }) : []),
    ];
    if (!(amountValue > 0))
      all.push({
        code: 'amount',
        path: ['amount'],
        messageKey: 'web.lookup.amountPositive',
        severity: 'error',
      });
    return all;
  }, [portfolioRows, benchRows, hasBenchmark, resolved, investmentDay, amountValue, limits]);
  const impactWarning = validateInvestmentDayForImpact(investmentDay, toIsoDate(new Date()))[0];
  const touched = portfolioRows.some((r) => !isBlankRow(r));
  const formIssues = issues.filter(
    (i) => i.path.length <= 1 && i.path[0] !== 'investmentDay' && i.path[0] !== 'amount',
  );
  const fieldError = (field: string) => {
    const found = issues.find((i) => i.path[0] === field && i.severity === 'error');
    return found ? translateIssue(locale, found) : null;
  };

  const start = async (input: PortfolioInput) => {
    setConfirming(null);
    const outcome = await lookup.run(input);
    if (outcome.status === 'completed' && outcome.portfolioId)
      navigate(lookupResultsPath(outcome.portfolioId, 'performance/sustainable/summary'));
  };

  const submit = async () => {
    // Ask the server about every well-formed input not yet checked, so "not found" shows with the other errors.
    const inputs = [...portfolioRows, ...(hasBenchmark ? benchRows : [])]
      .map((r) => r.input.trim())
      .filter(
        (i) => i !== '' && !isCashInput(i) && SecurityInput.safeParse(i).success && !resolved.has(key(i)),
      );
    let known = resolved;
    if (inputs.length > 0) {
      setIsChecking(true);
      try {
        const { data } = await client.call('securities.exist', { body: { ids: [...new Set(inputs)] } });
        known = new Map(resolved);
        for (const r of data) known.set(key(r.input), r);
        setResolved(known);
      } finally {
        setIsChecking(false);
      }
    }
    const blocking = [
      ...issues.filter((i) => i.severity === 'error'),
      ...existenceIssues(portfolioRows, known, []),
      ...(hasBenchmark ? existenceIssues(benchRows, known, ['benchmark']) : []),
    ].filter((i) => i.severity === 'error');
    if (blocking.length > 0) return;
    const answers = [...known.values()];
    const input: PortfolioInput = {
      investmentDay,
      investmentAmount: amountValue,
      portfolio: toHoldings(portfolioRows, answers),
      ...(hasBenchmark && benchRows.some((r) => !isBlankRow(r))
        ? { benchmark: toHoldings(benchRows, answers) }
        : {}),
    };
    // doc 1 §5: weights not equal to 100 or 1 prompt a confirmation before a lookup runs.
    const asks = issues.some((i) => i.severity === 'confirm');
    if (asks) setConfirming(input);
    else await start(input);
  };

  const upload = async (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    const parsed = parsePortfolioCsv(await file.text());
    if ('problem' in parsed) {
      setCsvError(t(parsed.problem.key, parsed.problem.params ?? { columns: '' }));
      return;
    }
    setCsvError(null);
    if (csvTarget === 'benchmark') setBenchmarkRows(fromRows(parsed.rows));
    else setRows(fromRows(parsed.rows));
  };

  const sumPct = portfolioRows.reduce((s, r) => (Number.isFinite(r.weight) ? s + r.weight : s), 0);
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('web.lookup.portfolioTitle')}
          </Title>
          <Group gap="xs">
            <FileButton
              resetRef={resetFile}
              accept=".csv,text/csv"
              onChange={(file) => {
                setCsvTarget('portfolio');
                void upload(file);
              }}
            >
              {(props) => (
                <Button
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden="true" />}
                  {...props}
                >
                  {t('web.lookup.uploadCsv')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('web.lookup.portfolioHelp')}
        </Text>
        {csvError ? (
          <Alert color="red" variant="light" data-testid="csv-error">
            {csvError}
          </Alert>
        ) : null}
        <HoldingsTable rows={rows} setRows={setRows} issues={issues} prefix={[]} label="portfolio" />
        <Group justify="space-between">
          <Group gap="xs">
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setRows([...rows, blankRow()])}
            >
              {t('web.lookup.addRow')}
            </Button>
            <Button variant="subtle" onClick={() => setRows([...rows, draftRow('CASH')])}>
              {t('web.lookup.addCash')}
            </Button>
          </Group>
          <Text size="sm" data-testid="weight-sum">
            {t('web.lookup.total', { sum: sumPct.toLocaleString(locale, { maximumFractionDigits: 4 }) })}
          </Text>
        </Group>
        {touched
          ? formIssues.map((i) => (
              <Alert
                key={`${i.code}-${i.path.join('.')}`}
                color={i.severity === 'error' ? 'red' : 'yellow'}
                variant="light"
                data-testid="portfolio-issue"
              >
                {translateIssue(locale, i)}
              </Alert>
            ))
          : null}
        <Switch
          label={t('web.lookup.addBenchmark')}
          checked={hasBenchmark}
          onChange={(e) => setHasBenchmark(e.currentTarget.checked)}
        />
        {hasBenchmark ? (
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>{t('fields.benchmark')}</Text>
              <FileButton
                accept=".csv,text/csv"
                onChange={(file) => {
                  setCsvTarget('benchmark');
                  void upload(file);
                }}
              >
                {(props) => (
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconUpload size={14} aria-hidden="true" />}
                    {...props}
                  >
                    {t('web.lookup.uploadCsv')}
                  </Button>
                )}
              </FileButton>
            </Group>
            <HoldingsTable
              rows={benchmarkRows}
              setRows={setBenchmarkRows}
              issues={issues}
              prefix={['benchmark']}
              label="benchmark"
            />
            <Button
              variant="subtle"
              w="fit-content"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setBenchmarkRows([...benchmarkRows, blankRow()])}
            >
              {t('web.lookup.addRow')}
            </Button>
          </Stack>
        ) : null}
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label={t('fields.investmentDay')}
            placeholder={t('fields.datePlaceholder')}
            value={investmentDay}
            onChange={(e) => setInvestmentDay(e.currentTarget.value)}
            error={fieldError('investmentDay')}
            description={impactWarning ? translateIssue(locale, impactWarning) : undefined}
            w={220}
          />
          <TextInput
            label={`${t('fields.investmentAmount')} (EUR)`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={fieldError('amount')}
            w={220}
          />
        </Group>
        <LookupProgress state={lookup} onCancel={lookup.cancel} />
        <Group justify="flex-end">
          <Button
            onClick={() => void submit()}
            loading={isChecking || lookup.isRunning}
            data-testid="run-lookup"
          >
            {t('web.lookup.run')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('web.lookup.confirmTitle')}
        centered
      >
        <Text mb="md">{translate(locale, 'messages.weightsNot100Confirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(null)}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => confirming && void start(confirming)} data-testid="confirm-weights">
            {t('common.confirm')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
};
