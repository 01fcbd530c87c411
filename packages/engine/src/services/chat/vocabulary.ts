// The chat's vocabulary (issue 29): the snapshot's companies (name, ticker, ISIN of their shares), funds (name,
// ticker, ISIN), countries (English and Italian names), sectors (both languages), core's indicator catalogue, and
// the user's clients (by last name) and saved look-ups (by name).
import { type ChatVocabulary, chatIndicators } from '@esgkit/core';
import type { Snapshot } from '../../provider/snapshot/snapshot.ts';

export interface ChatVocabularyOptions {
  clients?: { id: string; firstname: string; lastname: string }[];
  /** saved look-ups and named portfolios */
  portfolios?: { id: string; name: string }[];
}

/** The GICS sectors of the dataset in Italian (the dataset writes them in English). */
const sectorNamesIt: Record<string, string[]> = {
  Energy: ['Energia', 'settore energetico'],
  Materials: ['Materiali', 'materie prime'],
  Industrials: ['Industriali', 'Industria', 'settore industriale'],
  'Consumer Discretionary': ['Beni voluttuari', 'consumi discrezionali', 'beni di consumo discrezionali'],
  'Consumer Staples': ['Beni di prima necessità', 'beni di consumo di base'],
  'Health Care': ['Sanità', 'Salute', 'healthcare', 'settore sanitario'],
  Financials: ['Finanziari', 'Finanza', 'settore finanziario', 'financial'],
  'Information Technology': ['Tecnologia', "Tecnologia dell'informazione", 'IT', 'tech', 'technology'],
  'Communication Services': ['Servizi di comunicazione', 'Comunicazioni', 'telecom', 'telecomunicazioni'],
  Utilities: ['Servizi di pubblica utilità', 'Pubblica utilità', 'utility', 'multiutility'],
  'Real Estate': ['Immobiliare', 'settore immobiliare'],
};

const english = new Intl.DisplayNames(['en'], { type: 'region' });
const italian = new Intl.DisplayNames(['it'], { type: 'region' });
const extraCountryNames: Record<string, string[]> = {
  US: ['USA', 'United States of America', 'America', 'Stati Uniti d’America'],
  GB: ['UK', 'Great Britain', 'Britain', 'Gran Bretagna', 'Inghilterra'],
  NL: ['Holland', 'Olanda'],
};

const countryNames = (code: string, datasetName: string | null): string[] => {
  const names = [english.of(code), italian.of(code), datasetName, ...(extraCountryNames[code] ?? [])];
  return [...new Set(names.filter((n): n is string => !!n && n !== code))];
};

const companyEntities = (snapshot: Snapshot): ChatVocabulary['entities'] => {
  const { companies, securities } = snapshot.data;
  const codes = companies.id.map((): string[] => []);
  securities.id.forEach((_, s) => {
    const c = securities.company[s]!;
    if (c < 0 || snapshot.securityType(s) !== 'equity') return;
    for (const code of [securities.ticker[s], securities.isin[s]]) if (code) codes[c]!.push(code);
  });
  return companies.id.map((id, c) => ({
    kind: 'company' as const,
    id,
    names: [companies.name[c]!, ...codes[c]!],
  }));
};

const fundEntities = (snapshot: Snapshot): ChatVocabulary['entities'] => {
  const { funds, securities } = snapshot.data;
  return Array.from(funds.security, (s) => ({
    kind: 'fund' as const,
    id: securities.id[s]!,
    names: [securities.name[s]!, securities.ticker[s], securities.isin[s]].filter((n): n is string => !!n),
  }));
};

// The parser compiles a vocabulary once per object (~70–140 ms, docs/benchmarks.md "Chat parser"): the same snapshot
// and the same clients give back the same object, so a user's questions after the first pay only the parse.
const built = new WeakMap<Snapshot, Map<string, ChatVocabulary>>();
const KEPT_PER_SNAPSHOT = 64;

/** What the parser recognises for one user; the same object for the same snapshot, clients and portfolios. */
export const chatVocabulary = (snapshot: Snapshot, options: ChatVocabularyOptions = {}): ChatVocabulary => {
  const key = JSON.stringify([options.clients ?? [], options.portfolios ?? []]);
  const bySnapshot = built.get(snapshot) ?? new Map<string, ChatVocabulary>();
  built.set(snapshot, bySnapshot);
  const hit = bySnapshot.get(key);
  if (hit) return hit;
  const vocabulary = buildVocabulary(snapshot, options);
  if (bySnapshot.size >= KEPT_PER_SNAPSHOT) bySnapshot.delete(bySnapshot.keys().next().value!);
  bySnapshot.set(key, vocabulary);
  return vocabulary;
};

const buildVocabulary = (snapshot: Snapshot, options: ChatVocabularyOptions): ChatVocabulary => {
  const { companies, countries } = snapshot.data;
  const countryCodes = [...new Set([...countries.code, ...companies.country])].sort();
  const datasetName = new Map(countries.code.map((c, i) => [c, countries.name[i] ?? null]));
  const sectors = [...new Set(companies.sector)].sort();
  return {
    entities: [
      ...companyEntities(snapshot),
      ...fundEntities(snapshot),
      ...(options.clients ?? []).map((c) => ({
        kind: 'client' as const,
        id: c.id,
        names: [`${c.firstname} ${c.lastname}`.trim(), c.lastname],
      })),
      ...(options.portfolios ?? []).map((p) => ({ kind: 'portfolio' as const, id: p.id, names: [p.name] })),
    ],
    indicators: chatIndicators(),
    sectors: sectors.map((id) => ({ id, names: [id, ...(sectorNamesIt[id] ?? [])] })),
    countries: countryCodes.map((code) => ({
      code,
      names: countryNames(code, datasetName.get(code) ?? null),
    })),
  };
};
