import { Page, Text, View } from '@react-pdf/renderer';
import { reportColors } from '../theme/colors.ts';
import { styles } from '../theme/styles.ts';
import type { DocumentContext } from './context.ts';
import { Footer } from './Footer.tsx';

/**
 * The contents: the chosen sections in report order, numbered as their headings are, then the appendix, each with
 * the page it starts on (filled in when react-pdf resolves page numbers; see pagination.ts).
 */
export const Contents = ({ doc }: { doc: DocumentContext }) => (
  <Page size="A4" style={styles.page}>
    <Text style={[styles.h1, { color: doc.palette.brand, marginBottom: 14 }]}>
      {doc.t('report.contents')}
    </Text>
    {[
      ...doc.sections.map((id) => ({ id, title: doc.t(`pdf.sections.${id}`) })),
      { id: 'appendix' as const, title: doc.t('report.appendix.title') },
    ].map(({ id, title }, i) => (
      <View
        key={id}
        style={{
          flexDirection: 'row',
          paddingVertical: 4,
          borderBottomWidth: 0.6,
          borderBottomColor: reportColors.rule,
        }}
      >
        <Text style={{ width: 24, color: doc.palette.brand, fontWeight: 600 }}>{i + 1}</Text>
        <Text style={{ flex: 1, fontSize: 10 }}>{title}</Text>
        <Text
          style={{ width: 40, fontSize: 10, textAlign: 'right' }}
          render={() => {
            const page = doc.printedPageOf.get(id);
            return page === undefined ? '' : String(page);
          }}
        />
      </View>
    ))}
    <Footer doc={doc} />
  </Page>
);
