import { StyleSheet } from '@react-pdf/renderer';
import { reportColors } from './colors.ts';
import { FONT_FAMILY } from './fonts.ts';
import { PAGE_MARGIN } from './layout.ts';

/** The shared styles; brand-coloured parts take the colour as a prop instead. */
export const styles = StyleSheet.create({
  page: {
    fontFamily: FONT_FAMILY,
    fontSize: 9,
    color: reportColors.text,
    paddingTop: PAGE_MARGIN.top,
    paddingBottom: PAGE_MARGIN.bottom,
    paddingHorizontal: PAGE_MARGIN.horizontal,
    // No lineHeight here: react-pdf resolves an inherited lineHeight in points (large headings would overlap)
    // and a page-level lineHeight drops `render` texts such as the page numbers.
  },
  h1: { fontSize: 18, fontWeight: 700, marginBottom: 4 },
  h2: { fontSize: 11, fontWeight: 600, marginTop: 12, marginBottom: 5 },
  note: { fontSize: 7.5, color: reportColors.muted, marginTop: 3 },
  paragraph: { marginBottom: 4 },
  table: { borderTopWidth: 0.6, borderTopColor: reportColors.rule, marginBottom: 2 },
  row: {
    flexDirection: 'row',
    borderBottomWidth: 0.6,
    borderBottomColor: reportColors.rule,
    paddingVertical: 2.5,
  },
  headerRow: { flexDirection: 'row', paddingVertical: 3 },
  headerCell: { fontWeight: 600, fontSize: 7.5, paddingHorizontal: 3 },
  cell: { paddingHorizontal: 3, fontSize: 8 },
  numeric: { textAlign: 'right' },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: PAGE_MARGIN.horizontal,
    right: PAGE_MARGIN.horizontal,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7,
    color: reportColors.muted,
    borderTopWidth: 0.6,
    borderTopColor: reportColors.rule,
    paddingTop: 4,
  },
  twoColumns: { flexDirection: 'row', gap: 16 },
  column: { flex: 1 },
});
