import {
  type FigureTrace,
  methodAnchor,
  methodById,
  PATH_SEPARATOR,
  type TraceTerm,
  type TraceValue,
  traceInputLabel,
  traceValueText,
  unlistedTerms,
} from '@esgkit/core';
import { Alert, Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { Formula } from '../math/Formula.tsx';
import { useFormats } from './parts.tsx';

// Part 12 ("Explain every number"): the body of "How is this computed?" — one figure's trace as the engine answers
// it (core's FigureTrace). This file carries KaTeX (through Formula): ExplainFigure loads it lazily, never with the
// shell (bench/web.bench.ts).

/** How many of the largest terms the dialog lists; the terms CSV has every one. */
export const TOP_CONTRIBUTORS = 10;

const Heading = ({ children }: { children: ReactNode }) => (
  <Title order={4} size="h6">
    {children}
  </Title>
);

export const ExplainTrace = ({ trace }: { trace: FigureTrace }) => {
  const t = useT();
  const f = useFormats();
  const method = methodById(trace.method.id);
  // the figure as the views print it: a fraction as its percentage, a catalogue unit by its symbol
  const withUnit = (v: number | null) => traceValueText(v, trace.unit, f.locale);
  const eur = (v: number | null) => (v === null ? f.num(v) : `${f.num(v)} EUR`);
  const value = (v: TraceValue) => (typeof v === 'number' ? f.num(v, 4) : (v ?? t('common.noDataMarker')));
  // inputs and missing columns by their labels; the raw column names are the terms CSV's headers
  const label = (name: string) => traceInputLabel(name, t, f.locale);
  const inputs = (term: TraceTerm) =>
    Object.entries(term.inputs)
      .map(([k, v]) => `${label(k)} = ${value(v)}`)
      .join(' · ');
  const top = trace.terms.slice(0, TOP_CONTRIBUTORS);
  return (
    <Stack gap="md" data-testid="explain-trace">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('web.explain.figure')}
          </Text>
          <Text fw={700} data-testid="explain-figure-label">
            {trace.label}
          </Text>
        </Stack>
        <Text fw={700} size="lg" data-testid="explain-value">
          {trace.status === 'ok' ? withUnit(trace.value) : t('common.noDataMarker')}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap">
        {/* a snapshot version is a long hash: it wraps on a phone instead of being cut */}
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="explain-snapshot">
          {t('web.explain.snapshot', { version: trace.snapshotVersion })}
        </Text>
        <Badge variant="light" radius="sm" data-testid="explain-fiscal-year">
          {trace.fiscalYear === null
            ? t('web.explain.noFiscalYear')
            : t('web.explain.fiscalYear', { year: trace.fiscalYear })}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('common.dataAsOf', { date: f.date(trace.asOf) })}
        </Text>
      </Group>
      <Stack gap={4}>
        <Heading>{t('web.explain.method')}</Heading>
        <Text size="sm" data-testid="explain-method">
          {method ? method.title[f.locale] : trace.method.id} ·{' '}
          {t('web.explain.version', { version: trace.method.version })}{' '}
          <Anchor
            component={Link}
            to={`${paths.methodologies}#${methodAnchor(trace.method.id)}`}
            size="sm"
            data-testid="explain-method-link"
          >
            {t('web.explain.methodLink')}
          </Anchor>
        </Text>
        <Formula tex={trace.formula} label={t('web.methodologies.formula')} />
      </Stack>
      {trace.status !== 'ok' ? (
        <Alert variant="light" color="gray" data-testid="explain-status">
          {trace.status === 'noData' ? t('web.explain.noData') : t('web.explain.notApplicable')}
        </Alert>
      ) : null}
      <Group gap="lg" wrap="wrap" data-testid="explain-coverage">
        {(
          [
            ['total', trace.totalValueEur],
            ['covered', trace.coveredValueEur],
            ['missing', trace.missingValueEur],
          ] as const
        ).map(([key, v]) =>
          v === null ? null : (
            <Stack gap={0} key={key}>
              <Text size="xs" c="dimmed">
                {t(`web.explain.${key}`)}
              </Text>
              <Text size="sm" data-testid={`explain-${key}`}>
                {eur(v)}
              </Text>
            </Stack>
          ),
        )}
      </Group>
      <Stack gap={4}>
        <Heading>{t('web.explain.steps')}</Heading>
        <Table.ScrollContainer minWidth={0}>
          <Table fz="sm" withTableBorder data-testid="explain-steps">
            <Table.Tbody>
              {trace.steps.map((s) => (
                <Table.Tr key={s.symbol}>
                  <Table.Td>
                    <Formula tex={s.symbol} inline />
                  </Table.Td>
                  <Table.Td>{s.label}</Table.Td>
                  <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {f.num(s.value, 4)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      {top.length > 0 ? (
        <Stack gap={4}>
          <Heading>{t('web.explain.contributors')}</Heading>
          {trace.additive ? null : (
            <Text size="xs" c="dimmed">
              {t('web.explain.notAdditive')}
            </Text>
          )}
          <Table.ScrollContainer minWidth={640}>
            <Table fz="sm" striped withTableBorder data-testid="explain-contributors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('web.explain.name')}</Table.Th>
                  <Table.Th>{t('web.explain.path')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('web.explain.weight')}</Table.Th>
                  <Table.Th>{t('web.explain.inputs')}</Table.Th>
                  <Table.Th>{t('web.explain.estimated')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('web.explain.term')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {top.map((term) => (
                  <Table.Tr key={term.key}>
                    <Table.Td>{term.name}</Table.Td>
                    <Table.Td>
                      {term.path.length ? term.path.join(PATH_SEPARATOR) : t('web.explain.direct')}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{f.pct(term.weightPct)}</Table.Td>
                    <Table.Td>{inputs(term)}</Table.Td>
                    <Table.Td>
                      {term.estimated ? t('web.explain.estimated') : t('web.explain.reported')}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{f.num(term.term, 4)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {unlistedTerms(trace, top.length) > 0 ? (
            <Text size="xs" c="dimmed" data-testid="explain-more-terms">
              {t('web.explain.moreTerms', { count: unlistedTerms(trace, top.length) })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {trace.excluded.length > 0 ? (
        <Stack gap={4}>
          <Heading>{t('web.explain.excluded')}</Heading>
          <Table.ScrollContainer minWidth={0}>
            <Table fz="sm" withTableBorder data-testid="explain-excluded">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('web.explain.name')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>EUR</Table.Th>
                  <Table.Th>{t('web.explain.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {trace.excluded.map((x) => (
                  <Table.Tr key={`${x.key}-${x.reason}`}>
                    <Table.Td>{x.name}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{f.num(x.valueEur)}</Table.Td>
                    <Table.Td>
                      {t(`web.explain.reasons.${x.reason}`)}
                      {x.missing.length
                        ? ` (${t('web.explain.missingColumns', { columns: x.missing.map(label).join(', ') })})`
                        : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
    </Stack>
  );
};
