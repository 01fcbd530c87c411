import { formatPercent, type PortfolioRow, parsePortfolioCsv } from '@esgkit/core';
import { ActionIcon, Button, FileButton, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useLocale, useT } from '../../app/locale.tsx';

export const blankRow = (): PortfolioRow => ({ input: '', weight: 0 });

/** Rows of ISINs or tickers with weights, typed in or replaced by a CSV upload; the total shows as you type. */
export const HoldingsEditor = ({
  name,
  rows,
  onChange,
  error,
  onCsvError,
}: {
  /** Prefix of the fields' accessible names and test ids: `portfolio` or `benchmark`. */
  name: string;
  rows: PortfolioRow[];
  onChange: (rows: PortfolioRow[]) => void;
  error?: string | undefined;
  /** The CSV's problem, already in the user's language. */
  onCsvError: (message: string) => void;
}) => {
  const t = useT();
  const { locale } = useLocale();
  const total = rows.reduce((sum, row) => sum + (Number.isFinite(row.weight) ? row.weight : 0), 0);
  const update = (index: number, patch: Partial<PortfolioRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const upload = async (file: File | null) => {
    if (!file) return;
    // part 12's reader: the same files, headers and messages as the lookup editor and the CLI
    const parsed = parsePortfolioCsv(await file.text());
    if ('problem' in parsed) onCsvError(t(parsed.problem.key, parsed.problem.params ?? { columns: '' }));
    else onChange(parsed.rows);
  };
  return (
    <Stack gap="xs" data-testid={`${name}-editor`}>
      {rows.map((row, index) => (
        // rows have no identity of their own: the position is what the user edits
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={`${t('fields.isinOrTicker')} ${index + 1}`}
            placeholder={t('fields.isinOrTicker')}
            value={row.input}
            onChange={(event) => update(index, { input: event.currentTarget.value })}
            style={{ flex: 1 }}
            data-testid={`${name}-input-${index}`}
          />
          <NumberInput
            aria-label={`${t('fields.weight')} ${index + 1}`}
            placeholder={t('fields.weight')}
            value={row.weight}
            onChange={(value) => update(index, { weight: typeof value === 'number' ? value : Number(value) })}
            suffix=" %"
            min={0}
            max={100}
            decimalScale={4}
            w={120}
            data-testid={`${name}-weight-${index}`}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`${t('web.portfolioHub.removeRow')} ${index + 1}`}
            onClick={() => onChange(rows.length > 1 ? rows.filter((_, i) => i !== index) : [blankRow()])}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      {error ? (
        <Text c="red" size="sm" role="alert" data-testid={`${name}-error`}>
          {error}
        </Text>
      ) : null}
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => onChange([...rows, blankRow()])}
          >
            {t('web.portfolioHub.addRow')}
          </Button>
          <FileButton onChange={(file) => void upload(file)} accept=".csv,text/csv">
            {(props) => (
              <Button
                {...props}
                variant="subtle"
                size="xs"
                leftSection={<IconUpload size={14} aria-hidden="true" />}
                data-testid={`${name}-csv`}
              >
                {t('web.portfolioHub.uploadCsv')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="sm" c="dimmed">
          {t('web.portfolioHub.weightTotal', { total: formatPercent(total, locale, { decimals: 2 }) })}
        </Text>
      </Group>
    </Stack>
  );
};
