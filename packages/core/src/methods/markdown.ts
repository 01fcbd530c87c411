import { METHODS, methodAnchor } from './entries.ts';
import type { MethodArea, MethodEntry } from './types.ts';

// docs/methodology.md's method reference, generated from METHODS (issue 30: one source for the web's methodology
// pages, this document and the engine's live examples). The rest of the document is written by hand and kept as it
// is: the generated block sits between the markers, as docs/rules.md's capability table does.

export const METHODS_DOC_START =
  '<!-- methods:start (generated from packages/core/src/methods by `npm run docs`) -->';
export const METHODS_DOC_END = '<!-- methods:end -->';

const areaTitles: Readonly<Record<MethodArea, string>> = {
  pai: 'Principal adverse impacts',
  taxonomy: 'EU Taxonomy',
  lookThrough: 'Look-through',
  performance: 'Performance',
  risk: 'Risk',
  esg: 'ESG',
  scoring: 'Scoring profile',
  impact: 'Impact',
  controversy: 'Controversies',
  exclusion: 'Exclusions',
  matching: 'Matching',
  fundRating: 'Fund rating',
  screening: 'Screening',
};

const cell = (text: string) => text.replaceAll('|', '\\|');
const value = (v: number | string) => (typeof v === 'number' ? String(v) : `\`${v}\``);

const renderEntry = (m: MethodEntry): string => {
  const source = [m.source.citation, m.source.article, m.source.url].filter(Boolean).join(', ');
  const inputs = Object.entries(m.example.inputs)
    .map(([k, v]) => `${k} = ${value(v)}`)
    .join('; ');
  return [
    // the web's anchor, so the hand-written sections link an entry (#method-<id>) on GitHub as on the page
    `<a id="${methodAnchor(m.id)}"></a>`,
    '',
    `#### ${m.title['en-US']} (\`${m.id}\`, v${m.version})`,
    '',
    `*${m.title['it-IT']}*`,
    '',
    '```math',
    m.formula,
    '```',
    '',
    '| symbol | meaning |',
    '|---|---|',
    ...m.inputs.map(
      (i) =>
        `| $${cell(i.symbol)}$${i.word ? ` (it-IT: ${cell(i.word['it-IT'])})` : ''} | ${cell(i.meaning['en-US'])} |`,
    ),
    '',
    `**Missing data.** ${m.missingData['en-US']}`,
    '',
    `**Source.** ${source}`,
    '',
    `**Worked example** (computed live by the engine, \`methods.example\`). ${m.example.description['en-US']} ` +
      `Inputs: ${inputs}. Expected: **${m.example.expected}**` +
      `${m.example.unit ? ` (${m.example.unit['en-US']} / ${m.example.unit['it-IT']})` : ''}.`,
  ].join('\n');
};

/** The method reference: every entry, grouped by area in the entries' order. */
export const renderMethodsMarkdown = (): string => {
  const areas = [...new Set(METHODS.map((m) => m.area))];
  const parts = [
    `The ${METHODS.length} methods below are the structured source the web's methodology pages render (in en-US and ` +
      'it-IT) and whose worked examples the engine computes live with its own functions (`methods.list`, ' +
      '`methods.example`; a test keeps each example equal to the value computed by hand). The sections after this ' +
      'reference give the full rules and edge cases.',
  ];
  for (const area of areas)
    parts.push(`### ${areaTitles[area]}`, ...METHODS.filter((m) => m.area === area).map(renderEntry));
  return parts.join('\n\n');
};

/** docs/methodology.md with its method reference regenerated; the hand-written text around the markers kept. */
export const withMethodsReference = (doc: string): string => {
  const start = doc.indexOf(METHODS_DOC_START);
  const end = doc.indexOf(METHODS_DOC_END);
  if (start < 0 || end < start) throw new Error('docs/methodology.md lacks the method-reference markers');
  return `${doc.slice(0, start + METHODS_DOC_START.length)}\n${renderMethodsMarkdown()}\n${doc.slice(end)}`;
};
