import {
  type CompanyInfo,
  formatDate,
  formatNumber,
  type Locale,
  noDataMarker,
  type Translator,
} from '@esgkit/core';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { type BrandPalette, reportColors } from '../theme/colors.ts';
import { PAGE_MARGIN, PAGE_SIZE } from '../theme/layout.ts';
import { styles } from '../theme/styles.ts';
import type { ScreeningPdfInput } from './input.ts';

// One page, A4 landscape (a screen has up to a dozen columns). The rows that fit are counted before layout: each
// row is one line high (cells end in an ellipsis) and the criteria share a budget of lines (each at most three, at
// least one; a cut value ends in an ellipsis), so the page never spills and always has room for rows.
const ROW_HEIGHT = 14;
const LINE_HEIGHT = 12;
const CRITERION_CHARS_PER_LINE = 120;
const CRITERIA_LINE_BUDGET = 14;
/** the band, title, dates, the two headings, the table's header and the closing line, in points */
const FIXED_HEIGHT = 150;
const DEMO_HEIGHT = 34;
const oneLine = { maxLines: 1, textOverflow: 'ellipsis' } as const;
const USABLE_HEIGHT = PAGE_SIZE.width - PAGE_MARGIN.bottom - 24;

/** The lines each criterion may take: three while few, one when many. */
const criterionMaxLines = (count: number) =>
  Math.min(3, Math.max(1, Math.floor(CRITERIA_LINE_BUDGET / Math.max(1, count))));

const criterionLines = (c: { label: string; value: string }, maxLines: number) =>
  Math.min(maxLines, Math.max(1, Math.ceil((c.label.length + c.value.length) / CRITERION_CHARS_PER_LINE)));

/** How many of the rows the page holds under these criteria. */
export const screeningRowsThatFit = (
  input: Pick<ScreeningPdfInput, 'criteria' | 'view' | 'meta'>,
): number => {
  const criteria = Math.max(
    1,
    input.criteria.reduce((n, c) => n + criterionLines(c, criterionMaxLines(input.criteria.length)), 0),
  );
  const used =
    FIXED_HEIGHT + (input.meta.demo ? DEMO_HEIGHT : 0) + (criteria + input.view.length) * LINE_HEIGHT;
  return Math.max(0, Math.floor((USABLE_HEIGHT - used) / ROW_HEIGHT));
};

export const ScreeningDocument = ({
  input,
  locale,
  t,
  branding,
  palette,
  now,
}: {
  input: ScreeningPdfInput;
  locale: Locale;
  t: Translator;
  branding: CompanyInfo;
  palette: BrandPalette;
  now: Date;
}) => {
  const shown = input.rows.slice(0, screeningRowsThatFit(input));
  const more = input.total - shown.length;
  const title = t(`report.screening.title.${input.kind}`);
  const asOf = t('common.dataAsOf', {
    date: input.meta.asOf ? formatDate(input.meta.asOf, locale) : noDataMarker(locale),
  });
  // the name column is wider; the others share the rest
  const widthOf = (i: number) => (i === 0 ? 3 : 1.4);
  return (
    <Document
      title={title}
      author={branding.legalName || 'esgkit'}
      creator="esgkit"
      producer="esgkit"
      language={locale}
      creationDate={now}
      modificationDate={now}
    >
      <Page size="A4" orientation="landscape" style={[styles.page, { paddingTop: 0 }]}>
        <View
          style={{
            backgroundColor: palette.brand,
            height: 8,
            marginHorizontal: -PAGE_MARGIN.horizontal,
            marginBottom: 20,
          }}
        />
        <Text style={[styles.h1, { color: palette.brand }]}>{title}</Text>
        <Text style={styles.note}>
          {[branding.legalName, t('report.createdOn', { date: formatDate(now, locale) }), asOf]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {input.meta.demo ? (
          <View
            style={{
              marginTop: 6,
              borderWidth: 1,
              borderColor: reportColors.demo,
              padding: 5,
              borderRadius: 3,
            }}
          >
            <Text style={{ color: reportColors.demo, fontWeight: 600, fontSize: 8 }}>
              {t('report.demoNotice')}
            </Text>
          </View>
        ) : null}
        <Text style={styles.h2}>{t('report.screening.criteria')}</Text>
        {input.criteria.length === 0 ? (
          <Text style={{ fontSize: 8.5 }}>{t('report.screening.noCriteria')}</Text>
        ) : (
          input.criteria.map((c) => (
            <View key={c.label} style={{ flexDirection: 'row', marginBottom: 2 }} wrap={false}>
              <Text style={{ width: 150, fontSize: 8.5, fontWeight: 600 }}>{c.label}</Text>
              <Text
                style={{
                  flex: 1,
                  fontSize: 8.5,
                  maxLines: criterionMaxLines(input.criteria.length),
                  textOverflow: 'ellipsis',
                }}
              >
                {c.value}
              </Text>
            </View>
          ))
        )}
        <Text style={styles.h2}>
          {t('web.screening.total', { count: formatNumber(input.total, locale, { decimals: 0 }) })}
        </Text>
        {input.view.map((line) => (
          <Text key={line} style={{ fontSize: 8, color: reportColors.muted, marginBottom: 2 }}>
            {line}
          </Text>
        ))}
        <View style={styles.table}>
          <View style={[styles.headerRow, { backgroundColor: palette.brandPale }]}>
            {input.columns.map((col, i) => (
              <Text
                key={col.label}
                style={[styles.headerCell, { flex: widthOf(i) }, oneLine, col.numeric ? styles.numeric : {}]}
              >
                {col.label}
              </Text>
            ))}
          </View>
          {shown.map((row, r) => (
            <View
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id here; their order is the screen's
              key={r}
              style={[
                styles.row,
                { paddingVertical: 2 },
                r % 2 ? { backgroundColor: reportColors.zebra } : {},
              ]}
            >
              {row.map((cell, i) => (
                <Text
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                  key={i}
                  style={[
                    styles.cell,
                    { flex: widthOf(i) },
                    oneLine,
                    input.columns[i]?.numeric ? styles.numeric : {},
                  ]}
                >
                  {cell}
                </Text>
              ))}
            </View>
          ))}
        </View>
        <Text style={[styles.note, { marginTop: 6 }]}>
          {more > 0
            ? t('report.screening.more', { count: formatNumber(more, locale, { decimals: 0 }) })
            : t('report.screening.allShown')}
        </Text>
        <View style={styles.footer} fixed>
          <Text>
            {branding.legalName || title}
            {input.meta.demo ? (
              <Text style={{ color: reportColors.demo, fontWeight: 600 }}> · {t('common.demoData')}</Text>
            ) : null}
          </Text>
          <Text>{asOf}</Text>
        </View>
      </Page>
    </Document>
  );
};
