import type { PdfSection } from '@esgkit/core';
import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { ReportSection, SectionContext } from '../sections/context.ts';
import { reportColors } from '../theme/colors.ts';
import { styles } from '../theme/styles.ts';
import type { DocumentContext } from './context.ts';
import { coverageText, sectionCoverage } from './coverage.ts';

const SECTION_MARK = 'esgkitSection';

/** A prop that marks a section's heading: react-pdf keeps it on the heading's layout node. */
const sectionMark = (id: PdfSection): object => ({ [SECTION_MARK]: id });

/**
 * The sections whose headings are among a page's fragments (the children react-pdf gives a page `layout`). The page
 * numbers of the contents come from here: a heading that recorded its page with a `render` prop was laid out again
 * on every page it could land on (react-pdf measures render props late), for the same pages.
 */
export const sectionsOnPage = (fragments: ReactNode): PdfSection[] =>
  (Array.isArray(fragments) ? fragments : [fragments]).flatMap((fragment) => {
    const id = (fragment as { props?: { node?: { props?: Record<string, unknown> } } } | null)?.props?.node
      ?.props?.[SECTION_MARK];
    return typeof id === 'string' ? [id as PdfSection] : [];
  });

/**
 * One section: numbered heading, coverage note, then the section's body or "no data". Sections flow one after
 * another; a heading never ends a page (it needs room for what follows). The parts are the page's own children,
 * not wrapped in a View: react-pdf only moves an element for its minPresenceAhead when it has earlier siblings,
 * and a heading that opened its section's View had none, so it was left alone at the foot of a page.
 */
export const SectionBlock = ({
  doc,
  id,
  number,
  isFirst,
  section,
  ctx,
}: {
  doc: DocumentContext;
  id: PdfSection;
  number: number;
  /** The first section of its chapter, at the top of a page: no space above it. */
  isFirst: boolean;
  section: ReportSection;
  ctx: SectionContext;
}) => {
  const hasData = section.hasData(ctx.results);
  const { Body } = section;
  return (
    <>
      {/* heading and coverage note stay together, and move to the next page unless 180 pt follow them */}
      <View
        wrap={false}
        minPresenceAhead={180}
        style={{ marginTop: isFirst ? 0 : 18 }}
        // the page it lands on is read by the chapter's page layout, for the contents (sectionsOnPage)
        {...sectionMark(id)}
      >
        <View style={{ flexDirection: 'row', alignItems: 'baseline', marginBottom: 2 }}>
          <Text style={[styles.h1, { color: doc.palette.brand, width: 30 }]}>{String(number)}</Text>
          <Text style={styles.h1}>{doc.t(`pdf.sections.${id}`)}</Text>
        </View>
        <Text style={{ fontSize: 8, color: reportColors.muted, marginBottom: 8 }}>
          {hasData
            ? coverageText(doc, sectionCoverage(id, section, ctx.results))
            : doc.t('report.coverageUnknown')}
        </Text>
      </View>
      {hasData ? <Body ctx={ctx} /> : <Text style={styles.paragraph}>{doc.t('report.noSectionData')}</Text>}
    </>
  );
};
