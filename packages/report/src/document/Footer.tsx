import { Text, View } from '@react-pdf/renderer';
import { reportColors } from '../theme/colors.ts';
import { styles } from '../theme/styles.ts';
import type { DocumentContext } from './context.ts';

/**
 * The running footer: advisor, "demo data" when it is, data date, page x of y. Inside a page `layout` the page
 * numbers come as props; elsewhere it is a fixed element whose page number react-pdf fills in.
 */
export const Footer = ({
  doc,
  page,
}: {
  doc: DocumentContext;
  page?: { number?: number; total?: number };
}) => (
  <View style={styles.footer} fixed={page === undefined}>
    <Text>
      {doc.branding.legalName || doc.t('report.title')}
      {doc.meta.demo ? (
        <Text style={{ color: reportColors.demo, fontWeight: 600 }}> · {doc.t('common.demoData')}</Text>
      ) : null}
    </Text>
    <Text>{doc.dataAsOfText}</Text>
    {page ? (
      <Text>
        {doc.t('report.pageOf', { page: String(page.number ?? ''), total: String(page.total ?? '') })}
      </Text>
    ) : (
      <Text
        render={({ pageNumber, totalPages }) =>
          doc.t('report.pageOf', { page: String(pageNumber), total: String(totalPages) })
        }
      />
    )}
  </View>
);
