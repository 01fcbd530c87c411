import { Page, Text, View } from '@react-pdf/renderer';
import { reportColors } from '../theme/colors.ts';
import { styles } from '../theme/styles.ts';
import type { DocumentContext } from './context.ts';
import { Footer } from './Footer.tsx';

/** The contents: the chosen sections in report order, numbered as their headings are, then the appendix. */
export const Contents = ({ doc }: { doc: DocumentContext }) => (
  <Page size="A4" style={styles.page}>
    <Text style={[styles.h1, { color: doc.palette.brand, marginBottom: 14 }]}>
      {doc.t('report.contents')}
    </Text>
    {[...doc.sections.map((id) => doc.t(`pdf.sections.${id}`)), doc.t('report.appendix.title')].map(
      (title, i) => (
        <View
          key={title}
          style={{
            flexDirection: 'row',
            paddingVertical: 4,
            borderBottomWidth: 0.6,
            borderBottomColor: reportColors.rule,
          }}
        >
          <Text style={{ width: 24, color: doc.palette.brand, fontWeight: 600 }}>{i + 1}</Text>
          <Text style={{ fontSize: 10 }}>{title}</Text>
        </View>
      ),
    )}
    <Footer doc={doc} />
  </Page>
);
