import { Text, View } from '@react-pdf/renderer';
import { reportColors } from '../theme/colors.ts';
import { styles } from '../theme/styles.ts';
import type { DocumentContext } from './context.ts';

/** The running footer: advisor, "demo data" when it is, data date, page x of y. */
export const Footer = ({ doc }: { doc: DocumentContext }) => (
  <View style={styles.footer} fixed>
    <Text>
      {doc.branding.legalName || doc.t('report.title')}
      {doc.meta.demo ? (
        <Text style={{ color: reportColors.demo, fontWeight: 600 }}> · {doc.t('common.demoData')}</Text>
      ) : null}
    </Text>
    <Text>{doc.dataAsOfText}</Text>
    <Text
      render={({ pageNumber, totalPages }) =>
        doc.t('report.pageOf', { page: String(pageNumber), total: String(totalPages) })
      }
    />
  </View>
);
