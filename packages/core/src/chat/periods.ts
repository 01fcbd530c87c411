// Periods in a question (issue 29; spec doc 2 tips: dates as yyyy-mm-dd): a year is its whole year; a range of
// years runs from the first's 1 January to the last's 31 December; "last 3 years" are the three completed years
// before `today` (docs/decisions.md).
import { numberWords } from './lexicon.ts';
import { fold } from './text.ts';

export interface Period {
  from: string;
  to: string;
}

const YEAR = '((?:19|20)\\d{2})';
const yearRange = new RegExp(
  `\\b${YEAR}\\s*(?:-|–|—|/|\\.\\.|to|and|e|a|al|until|through|fino al|e il|al|and the)\\s*${YEAR}\\b`,
  'g',
);
const since = new RegExp(`\\b(?:since|from|dal|dall|a partire dal|after|dopo il)\\s+${YEAR}\\b`);
const relative =
  /\b(?:last|past|previous|recent|ultimi|ultime|scorsi|passati|precedenti)\s+(\d{1,2}|[a-z]+)\s+(?:years|yrs|anni|esercizi|fiscal years)\b/;
const relativeAfter = /\b(\d{1,2}|[a-z]+)\s+(?:years|anni)\s+(?:ago|fa)\b/;
const lastYear =
  /\b(?:last year|previous year|past year|anno scorso|scorso anno|ultimo anno|ultimo esercizio|last fiscal year)\b/;
const thisYear = /\b(?:this year|current year|quest anno|anno in corso|quest'anno)\b/;

const whole = (from: number, to: number): Period => ({ from: `${from}-01-01`, to: `${to}-12-31` });

/** A count typed as digits or as a word ("3", "three", "tre"), or undefined. */
export const countOf = (word: string): number | undefined => {
  if (/^\d{1,3}$/.test(word)) return Number(word);
  return numberWords[word];
};

/** The period a question names, or null. `today` is yyyy-mm-dd. */
export const parsePeriod = (text: string, today: string): Period | null => {
  const folded = fold(text)
    .replace(/[’']/g, ' ')
    .replace(/\bfy\s?(\d{4})\b/g, ' $1');
  const thisYearNumber = Number(today.slice(0, 4));
  const dates = [...folded.matchAll(/\b(\d{4}-\d{2}-\d{2})\b/g)].map((m) => m[1]!).sort();
  if (dates.length >= 2) return { from: dates[0]!, to: dates[dates.length - 1]! };
  if (dates.length === 1) {
    const d = dates[0]!;
    return new RegExp(`\\b(?:since|from|dal|dopo il|after)\\s+${d}`).test(folded)
      ? { from: d, to: today }
      : { from: d, to: d };
  }
  const range = [...folded.matchAll(yearRange)][0];
  if (range) {
    const a = Number(range[1]);
    const b = Number(range[2]);
    return whole(Math.min(a, b), Math.max(a, b));
  }
  const rel = relative.exec(folded);
  const n = rel ? countOf(rel[1]!) : undefined;
  if (n !== undefined && n > 0) return whole(thisYearNumber - n, thisYearNumber - 1);
  const ago = relativeAfter.exec(folded);
  const agoN = ago ? countOf(ago[1]!) : undefined;
  if (agoN !== undefined) return whole(thisYearNumber - agoN, thisYearNumber - agoN);
  const from = since.exec(folded);
  if (from) return { from: `${from[1]}-01-01`, to: today };
  const years = [...folded.matchAll(new RegExp(`\\b${YEAR}\\b`, 'g'))].map((m) => Number(m[1]));
  if (years.length > 0) return whole(Math.min(...years), Math.max(...years));
  if (lastYear.test(folded)) return whole(thisYearNumber - 1, thisYearNumber - 1);
  if (thisYear.test(folded)) return whole(thisYearNumber, thisYearNumber);
  return null;
};
