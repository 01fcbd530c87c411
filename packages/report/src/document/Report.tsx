import { Document, Page } from '@react-pdf/renderer';
import type { ReportResults } from '../input.ts';
import type { SectionContext } from '../sections/context.ts';
import { reportSections } from '../sections/sections.ts';
import { styles } from '../theme/styles.ts';
import { Appendix } from './Appendix.tsx';
import { Contents } from './Contents.tsx';
import { Cover } from './Cover.tsx';
import type { DocumentContext } from './context.ts';
import { Footer } from './Footer.tsx';
import { SectionBlock } from './SectionBlock.tsx';

/**
 * The report document: cover, contents, the chosen sections one after another, the appendix. Creation and
 * modification dates come from `now`, so the same input and `now` give the same bytes.
 */
export const Report = ({
  doc,
  ctx,
  results,
}: {
  doc: DocumentContext;
  ctx: SectionContext;
  results: ReportResults;
}) => (
  <Document
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
    <Page size="A4" style={styles.page} wrap>
      {doc.sections.map((id, i) => (
        <SectionBlock key={id} doc={doc} id={id} number={i + 1} section={reportSections[id]} ctx={ctx} />
      ))}
      <Footer doc={doc} />
    </Page>
    <Appendix doc={doc} number={doc.sections.length + 1} results={results} />
  </Document>
);
