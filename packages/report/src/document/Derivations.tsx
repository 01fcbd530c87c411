import {
  formatCurrency,
  formatNumber,
  type Locale,
  methodById,
  noDataMarker,
  traceValueText,
} from '@esgkit/core';
import { Page, Text } from '@react-pdf/renderer';
import type { ReportDerivation } from '../input.ts';
import { DataTable, Note } from '../sections/parts.tsx';
import { styles } from '../theme/styles.ts';
import type { DocumentContext } from './context.ts';
import { Footer } from './Footer.tsx';

// Part 12: the optional "Derivations" appendix — one table row per figure of the chosen sections the caller may see:
// the figure, its value, the method (title, id, version) and the top contributors with the value left out. One
// wrapping page, so a long list runs on over as many pages as it needs, each with the running footer.

/** A figure's value as its section prints it (a fraction as a percentage, a catalogue unit by its symbol). */
// 2 decimals, as the sections print the same figures (spec doc 2 §9)
const valueText = (d: ReportDerivation, locale: Locale): string => traceValueText(d.value, d.unit, locale);

const methodText = (d: ReportDerivation, doc: DocumentContext): string =>
  doc.t('report.derivations.methodLine', {
    title: methodById(d.method.id)?.title[doc.locale] ?? d.method.id,
    id: d.method.id,
    version: String(d.method.version),
  });

const contributorsText = (d: ReportDerivation, doc: DocumentContext): string => {
  if (d.contributors.length === 0) return noDataMarker(doc.locale);
  const rows = d.contributors.map((c) => `${c.name} ${formatNumber(c.term, doc.locale)}`).join('; ');
  // a limited trace's one row is every holding folded: say why no company is named
  return d.limited ? `${rows}. ${doc.t('report.derivations.limited')}` : rows;
};

export const Derivations = ({
  doc,
  derivations,
}: {
  doc: DocumentContext;
  derivations: readonly ReportDerivation[];
}) => {
  const { t } = doc;
  return (
    <Page
      size="A4"
      style={styles.page}
      wrap
      // the chapters' page layout (Report.tsx): the footer is page chrome, drawn on every page the table runs over
      layout={({ children, pageNumber, totalPages }) => (
        <>
          {children}
          <Footer doc={doc} page={{ number: pageNumber, total: totalPages }} />
        </>
      )}
    >
      <Text style={[styles.h1, { marginBottom: 8 }]}>{t('report.derivations.title')}</Text>
      <Text style={styles.paragraph}>{t('report.derivations.intro')}</Text>
      <DataTable
        headerColor={doc.palette.brandPale}
        repeatHeader
        columns={[
          { label: t('report.derivations.figure'), flex: 1.5 },
          { label: t('report.columns.value'), flex: 0.9, isNumeric: true },
          { label: t('report.derivations.method'), flex: 2.1 },
          { label: t('report.derivations.contributors'), flex: 2.2 },
          { label: t('report.derivations.excluded'), flex: 0.9, isNumeric: true },
        ]}
        rows={derivations.map((d) => [
          d.label,
          valueText(d, doc.locale),
          methodText(d, doc),
          contributorsText(d, doc),
          d.excludedValueEur === null
            ? noDataMarker(doc.locale)
            : formatCurrency(d.excludedValueEur, 'EUR', doc.locale, { decimals: 0 }),
        ])}
      />
      <Note>{t('report.derivations.note')}</Note>
    </Page>
  );
};
