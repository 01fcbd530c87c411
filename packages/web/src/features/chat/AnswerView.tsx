import { type ChatTable, chatAnswerChart, formatNumber, formatPercent, noDataMarker } from '@esgkit/core';
import { Anchor, Button, Group, List, Paper, Stack, Table, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../app/locale.tsx';
import { PLAN_PATH } from '../../app/paths.ts';
import { useServices } from '../../app/services.tsx';
import type { ChartView } from '../../shared/charts/VegaChart.tsx';
import { Chart } from '../../shared/results/charts.tsx';
import { downloadFrom } from '../../shared/results/parts.tsx';
import { copyToClipboard } from '../../shared/share/ShareButton.tsx';
import { type ChatLine, flagMessageKey, tableCsv } from './chat-model.ts';

const saveText = (text: string, type: string, fileName: string) => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloadFrom(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

const AnswerTable = ({ table }: { table: ChatTable }) => {
  const { locale } = useLocale();
  // a year is a label (2024, not 2,024); a whole number (a rank, a count) has no decimals; others 2 (doc 2 §9)
  const cell = (key: string, value: string | number | null | undefined) => {
    if (typeof value === 'number' && key === 'year') return String(value);
    if (typeof value === 'number' || value === null)
      return formatNumber(value, locale, { decimals: Number.isInteger(value) ? 0 : 2 });
    return value ?? '';
  };
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table striped withTableBorder fz="sm" data-testid="chat-table">
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((c) => (
              <Table.Th key={c.key}>{c.unit ? `${c.label} (${c.unit})` : c.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, i) => (
            // rows have no id of their own; their order is the answer's
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the answer
            <Table.Tr key={i}>
              {table.columns.map((c) => (
                <Table.Td key={c.key}>{cell(c.key, row[c.key])}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/** What the chat says for a flag that is not an answer (doc 1 §4, doc 2 §5/§8), with its way forward. */
const FlagNotice = ({ line, onAsk }: { line: ChatLine; onAsk: (suggestion: string) => void }) => {
  const t = useT();
  const key = flagMessageKey(line.flag);
  if (!key) return null;
  return (
    <Stack gap="xs" data-testid={`chat-flag-${line.flag}`}>
      <Text>{t(key)}</Text>
      {line.flag === 1 ? (
        // doc 2 §2: the chat links to the profile Plan page
        <Anchor component={Link} to={PLAN_PATH} data-testid="chat-upgrade">
          {t('chat.upgradeLink')}
        </Anchor>
      ) : null}
      {line.suggestions.length > 0 ? (
        <Group gap="xs">
          <Text size="sm">{t('chat.didYouMean')}</Text>
          {line.suggestions.map((s) => (
            <Button key={s} size="compact-sm" variant="light" onClick={() => onAsk(s)}>
              {s}
            </Button>
          ))}
        </Group>
      ) : null}
      {line.flag === 5 ? (
        // doc 2 §5: tickers or ISIN, a comma-separated list, dates as yyyy-mm-dd
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('chat.tipsTitle')}
          </Text>
          <List size="sm">
            <List.Item>{t('chat.tipTickers')}</List.Item>
            <List.Item>{t('chat.tipList')}</List.Item>
            <List.Item>{t('chat.tipDates')}</List.Item>
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
};

/** One answer: the sentence, its chart, its table and per figure its source; copy and the exports. */
export const AnswerView = ({ line, onAsk }: { line: ChatLine; onAsk: (suggestion: string) => void }) => {
  const t = useT();
  const { locale } = useLocale();
  const services = useServices();
  const view = useRef<ChartView | null>(null);
  if (line.loading)
    return (
      <Text c="dimmed" data-testid="chat-thinking" aria-busy="true">
        {t('chat.thinking')}
      </Text>
    );
  // doc 2 §8: any failure shows the one chat error (a 422 included, which raises no alert of its own)
  if (line.failed)
    return (
      <Text c="red.8" data-testid="chat-error">
        {t('messages.chatError')}
      </Text>
    );
  const isAnswer = flagMessageKey(line.flag) === null;
  const chartData = line.chartData && line.chartData.points.length > 0 ? line.chartData : null;
  const table = line.table && line.table.rows.length > 0 ? line.table : null;
  const copy = async () => {
    const copied = await copyToClipboard(line.content);
    services.alerts.trigger(
      copied
        ? { message: 'linkCopied', customMessage: t('chat.answerCopied'), isSuccess: true }
        : { message: 'anErrorHasOccurred', isSuccess: false },
    );
  };
  const exportChart = async (kind: 'png' | 'svg') => {
    if (!view.current) return;
    if (kind === 'svg') saveText(await view.current.toSVG(), 'image/svg+xml', 'chat-chart.svg');
    else downloadFrom(await view.current.toImageURL('png', 2), 'chat-chart.png');
  };
  return (
    <Stack gap="sm" data-testid="chat-answer" data-flag={line.flag}>
      {isAnswer ? <Text data-testid="chat-sentence">{line.content}</Text> : null}
      {isAnswer ? null : <FlagNotice line={line} onAsk={onAsk} />}
      {chartData ? (
        <Paper withBorder p="xs" radius="md">
          <Chart
            testId="chat-chart"
            label={chartData.title ?? t('chat.chartLabel')}
            onView={(v) => {
              view.current = v;
            }}
            spec={({ containerWidth }) =>
              chatAnswerChart(chartData, {
                locale,
                width: 'container',
                containerWidth,
                labels: { noData: t('messages.noData') },
              })
            }
          />
        </Paper>
      ) : null}
      {table ? <AnswerTable table={table} /> : null}
      {line.sources.length > 0 ? (
        <Stack gap={2} data-testid="chat-sources">
          <Text size="xs" fw={600}>
            {t('chat.sourcesTitle')}
          </Text>
          {line.sources.map((s) => (
            <Text size="xs" c="dimmed" key={`${s.indicator}-${s.entity}-${s.year}`}>
              {t('chat.source', {
                indicator: s.indicator,
                entity: s.entity,
                year: s.year ?? noDataMarker(locale),
                coverage: formatPercent(s.coverage, locale),
              })}
            </Text>
          ))}
        </Stack>
      ) : null}
      {isAnswer ? (
        <Group gap="xs">
          <Button size="compact-xs" variant="subtle" leftSection={<IconCopy size={14} />} onClick={copy}>
            {t('chat.copyAnswer')}
          </Button>
          {chartData ? (
            <>
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconDownload size={14} />}
                onClick={() => void exportChart('png')}
              >
                {t('chat.exportPng')}
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconDownload size={14} />}
                onClick={() => void exportChart('svg')}
              >
                {t('chat.exportSvg')}
              </Button>
            </>
          ) : null}
          {table ? (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconDownload size={14} />}
              onClick={() => saveText(tableCsv(table, locale), 'text/csv;charset=utf-8', 'chat-table.csv')}
            >
              {t('chat.exportCsv')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
};
