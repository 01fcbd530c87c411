// The indicator side of the chat vocabulary, built once from core's catalogues (issue 29): PHY_ indicators, PHY_M_
// metrics, the PAI indicators, the score pillars, the exclusion types and the SDGs, in both languages, with the
// synonyms of synonyms.ts. Codes: PHY_…, PHY_M_…, PAI ids (t1_1 … t3_n), SCORE_<column>, EXCL_<type>, SDG_<n>.
import { exclusionTypes } from '../catalogues/exclusion-types.ts';
import { phyIndicators } from '../catalogues/indicators.ts';
import { phyMetrics } from '../catalogues/metrics.ts';
import { paiItems } from '../catalogues/pai.ts';
import type { LocalizedText } from '../catalogues/schema.ts';
import { sdgs } from '../catalogues/sdgs.ts';
import { indicatorSynonyms } from './synonyms.ts';
import type { ChatVocabularyIndicator } from './types.ts';

const entry = (code: string, group: string, name: LocalizedText, en: string[] = [], it: string[] = []) => {
  const extra = indicatorSynonyms[code];
  return {
    code,
    group,
    names: {
      'en-US': [name['en-US'], ...(extra?.['en-US'] ?? []), ...en],
      'it-IT': [name['it-IT'], ...(extra?.['it-IT'] ?? []), ...it],
    },
  };
};

/** The score columns of scores.csv the chat can name (engine snapshot `scoreColumns`). */
const scores: { column: string; name: LocalizedText }[] = [
  {
    column: 'sustainability',
    name: { 'en-US': 'Sustainability score', 'it-IT': 'Punteggio di sostenibilità' },
  },
  { column: 'environmental', name: { 'en-US': 'Environmental score', 'it-IT': 'Punteggio ambientale' } },
  { column: 'social', name: { 'en-US': 'Social score', 'it-IT': 'Punteggio sociale' } },
  { column: 'governance', name: { 'en-US': 'Governance score', 'it-IT': 'Punteggio di governance' } },
  { column: 'impact', name: { 'en-US': 'Impact score', 'it-IT': "Punteggio d'impatto" } },
  { column: 'product', name: { 'en-US': 'Products score', 'it-IT': 'Punteggio dei prodotti' } },
];

let built: ChatVocabularyIndicator[] | undefined;

/**
 * Every indicator the chat recognises. A group is what counts toward the six-indicator maximum (spec doc 2 §4): an
 * indicator and the PHY_M_ metrics computed from it alone are one group; every other entry is its own group.
 */
export const chatIndicators = (): ChatVocabularyIndicator[] => {
  if (built) return built;
  const out: ChatVocabularyIndicator[] = [];
  for (const i of phyIndicators) out.push(entry(i.code, i.code, i.name, [i.code]));
  for (const m of phyMetrics) {
    const only = m.formula.numerator.length === 1 ? m.formula.numerator[0]! : m.code;
    out.push(entry(m.code, only.startsWith('PHY_') ? only : m.code, m.name, [m.code]));
  }
  for (const p of paiItems) {
    const numbers =
      p.table === 1
        ? [`pai ${p.number}`, `pai n ${p.number}`, `pai ${p.table} ${p.number}`]
        : [`pai ${p.table} ${p.number}`];
    out.push(entry(p.id, p.id, p.name, [p.id, ...numbers], [p.id, ...numbers, `indicatore pai ${p.number}`]));
  }
  for (const sc of scores) out.push(entry(`SCORE_${sc.column}`, `SCORE_${sc.column}`, sc.name));
  for (const e of exclusionTypes) out.push(entry(`EXCL_${e.id}`, `EXCL_${e.id}`, e.name));
  for (const g of sdgs) {
    const n = g.number;
    out.push(
      entry(
        `SDG_${n}`,
        `SDG_${n}`,
        g.name,
        [`sdg ${n}`, `sdg${n}`, `goal ${n}`],
        [`sdg ${n}`, `sdg${n}`, `obiettivo ${n}`, `goal ${n}`],
      ),
    );
  }
  built = out;
  return out;
};
