import { formatDate, noDataMarker } from '@esgkit/core';
import { Page, Text, View } from '@react-pdf/renderer';
import type { ReportResults } from '../input.ts';
import { DataTable, Note, SubHeading } from '../sections/parts.tsx';
import { reportSections } from '../sections/sections.ts';
import { styles } from '../theme/styles.ts';
import type { DocumentContext } from './context.ts';
import { coverageText, sectionCoverage } from './coverage.ts';
import { Footer } from './Footer.tsx';

/** The methodology and coverage appendix: provenance of the figures and each section's coverage (docs/conventions.md §8). */
export const Appendix = ({
  doc,
  number,
  results,
}: {
  doc: DocumentContext;
  number: number;
  results: ReportResults;
}) => {
  const { t } = doc;
  const marker = noDataMarker(doc.locale);
  return (
    <Page size="A4" style={styles.page}>
      <View style={{ flexDirection: 'row', alignItems: 'baseline', marginBottom: 8 }}>
        <Text
          style={[styles.h1, { color: doc.palette.brand, width: 30 }]}
          render={({ pageNumber }) => {
            doc.pageOf.set('appendix', pageNumber);
            return String(number);
          }}
        />
        <Text style={styles.h1}>{t('report.appendix.title')}</Text>
      </View>
      <DataTable
        headerColor={doc.palette.brandPale}
        columns={[
          { label: t('report.columns.measure'), flex: 1.4 },
          { label: t('report.columns.value'), flex: 3 },
        ]}
        rows={[
          [t('report.appendix.dataset'), doc.meta.datasetName],
          [t('report.appendix.snapshotVersion'), doc.meta.snapshotVersion ?? marker],
          [t('report.appendix.methodologyVersion'), doc.meta.methodologyVersion],
          [t('report.appendix.dataAsOf'), doc.meta.asOf ? formatDate(doc.meta.asOf, doc.locale) : marker],
        ]}
      />
      <SubHeading>{t('report.appendix.sectionCoverage')}</SubHeading>
      <DataTable
        headerColor={doc.palette.brandPale}
        columns={[
          { label: t('report.columns.name'), flex: 1.4 },
          { label: t('common.coverage'), flex: 3 },
        ]}
        rows={doc.sections.map((id) => {
          const section = reportSections[id];
          const hasData = section.hasData(results);
          return [
            t(`pdf.sections.${id}`),
            hasData ? coverageText(doc, sectionCoverage(id, section, results)) : t('report.noSectionData'),
          ];
        })}
      />
      <SubHeading>{t('report.appendix.methodology')}</SubHeading>
      {[
        t('report.appendix.missingData', { marker }),
        t('report.appendix.coverageMeaning'),
        t('report.appendix.lookThrough'),
        t('report.appendix.returnsMethod'),
        t('report.appendix.paiMethod'),
        t('report.appendix.taxonomyMethod'),
      ].map((line) => (
        <View key={line} style={[styles.paragraph, { flexDirection: 'row' }]}>
          <Text style={{ width: 10 }}>•</Text>
          <Text style={{ flex: 1 }}>{line}</Text>
        </View>
      ))}
      <Note>{t('report.appendix.reproducible')}</Note>
      <Footer doc={doc} />
    </Page>
  );
};
