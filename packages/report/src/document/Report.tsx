import { Document, Page } from '@react-pdf/renderer';
import type { ReportDerivation, ReportResults } from '../input.ts';
import type { SectionContext } from '../sections/context.ts';
import { reportChapters, reportSections } from '../sections/sections.ts';
import { styles } from '../theme/styles.ts';
import { Appendix } from './Appendix.tsx';
import { Contents } from './Contents.tsx';
import { Cover } from './Cover.tsx';
import type { DocumentContext } from './context.ts';
import { Derivations } from './Derivations.tsx';
import { Footer } from './Footer.tsx';
import type { TotalsGuess } from './pagination.ts';
import { SectionBlock, sectionsOnPage } from './SectionBlock.tsx';

/**
 * The report document: cover, contents, the chosen sections by chapter (each chapter from a new page), the appendix. Creation and
 * modification dates come from `now`, so the same input and `now` give the same bytes.
 */
export const Report = ({
  doc,
  ctx,
  results,
  totalsGuess,
  derivations,
}: {
  doc: DocumentContext;
  ctx: SectionContext;
  results: ReportResults;
  totalsGuess: TotalsGuess;
  /** the optional "Derivations" appendix (part 12), after the methodology one */
  derivations?: ReportDerivation[] | undefined;
}) => (
  <Document
    // read by our patch of react-pdf's pagination (pagination.ts); react-pdf's types do not know it
    {...({ totalsGuess } as object)}
    title={`${doc.t('report.title')} · ${doc.client.name}`}
    author={doc.branding.legalName || undefined}
    subject={doc.t('report.title')}
    creator="esgkit"
    producer="esgkit"
    language={doc.locale}
    creationDate={doc.now}
    modificationDate={doc.now}
  >
    <Cover doc={doc} />
    <Contents doc={doc} />
    {reportChapters
      .map((chapter) => doc.sections.filter((id) => chapter.includes(id)))
      .filter((chosen) => chosen.length > 0)
      .map((chosen) => (
        <Page
          key={chosen[0]}
          size="A4"
          style={styles.page}
          wrap
          // A page layout puts react-pdf on its newer pagination engine (content measured once, then packed into
          // pages) and draws the footer as page chrome: 15 % less CPU a report than re-laying out at every break.
          layout={({ children, pageNumber, totalPages }) => {
            if (pageNumber !== undefined)
              for (const id of sectionsOnPage(children)) doc.pageOf.set(id, pageNumber);
            return (
              <>
                {children}
                <Footer doc={doc} page={{ number: pageNumber, total: totalPages }} />
              </>
            );
          }}
        >
          {chosen.map((id, i) => (
            <SectionBlock
              key={id}
              doc={doc}
              id={id}
              number={doc.sections.indexOf(id) + 1}
              isFirst={i === 0}
              section={reportSections[id]}
              ctx={ctx}
            />
          ))}
        </Page>
      ))}
    <Appendix doc={doc} number={doc.sections.length + 1} results={results} />
    {derivations ? <Derivations doc={doc} derivations={derivations} /> : null}
  </Document>
);
