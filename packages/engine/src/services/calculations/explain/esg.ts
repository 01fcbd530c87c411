import type {
  FigureTrace,
  Locale,
  Localized,
  ScoringProfile,
  ScoringWeights,
  TraceExclusion,
  TraceTerm,
} from '@esgkit/core';
import { entityOverallScore, forEachScoredEntity } from '../../../analytics/esg/esg.ts';
import {
  isDefaultScoring,
  type ScoreColumn,
  type ScoreTable,
  scoreTable,
} from '../../../analytics/esg/scores.ts';
import type { PortfolioSide } from '../../../analytics/views/side.ts';
import { createScoringService, portfolioProfile } from '../../scoring.ts';
import type { Loaded } from '../context.ts';
import { additiveTrace, companyMissing, companyTerm, inputStep, sumStep } from './parts.ts';
import { routesOf } from './routes.ts';
import type { ExplainInput, FigureExplainer, ShownFigure } from './types.ts';

// The ESG figures (spec doc 2 §3), each a value-weighted mean written as a sum of contributions
// term = v · x / Σ v over the rows that have the score x (a missing score is never 0: the row is excluded):
//   esg:e, esg:s, esg:g   the ESG view's TOTAL row of each pillar: over the side's companies;
//   esg:total             the sustainability score (views.sustainability, with the scoring profile of the
//                         portfolio's owner): over companies, sovereign issuers and funds not looked through;
//   esg:sustainability:<pillar>   that view's pillar means (environmental … products; sovereigns have no impact
//                         or products pillar, so they are not rows of those two).

const sustainabilityPillars = {
  environmental: 'environmental',
  social: 'social',
  governance: 'governance',
  impact: 'impact',
  products: 'product',
} as const satisfies Record<string, ScoreColumn>;
type SustainabilityPillar = keyof typeof sustainabilityPillars;

export type EsgFigure = 'e' | 's' | 'g' | 'total' | `sustainability:${SustainabilityPillar}`;

const t = (en: string, it: string): Localized => ({ 'en-US': en, 'it-IT': it });

const pillarOf = { e: 'environmental', s: 'social', g: 'governance' } as const satisfies Record<
  'e' | 's' | 'g',
  ScoreColumn
>;
const names: Record<EsgFigure, Localized> = {
  e: t('ESG — environmental score, portfolio total', 'ESG — punteggio ambientale, totale del portafoglio'),
  s: t('ESG — social score, portfolio total', 'ESG — punteggio sociale, totale del portafoglio'),
  g: t('ESG — governance score, portfolio total', 'ESG — punteggio di governance, totale del portafoglio'),
  total: t('Sustainability score', 'Punteggio di sostenibilità'),
  'sustainability:environmental': t(
    'Sustainability score — environmental pillar',
    'Punteggio di sostenibilità — pilastro ambientale',
  ),
  'sustainability:social': t(
    'Sustainability score — social pillar',
    'Punteggio di sostenibilità — pilastro sociale',
  ),
  'sustainability:governance': t(
    'Sustainability score — governance pillar',
    'Punteggio di sostenibilità — pilastro di governance',
  ),
  'sustainability:impact': t(
    'Sustainability score — impact pillar',
    'Punteggio di sostenibilità — pilastro impatto',
  ),
  'sustainability:products': t(
    'Sustainability score — products pillar',
    'Punteggio di sostenibilità — pilastro prodotti',
  ),
};
const labels = {
  covered: t('Σ v: value of the rows with a score', 'Σ v: valore delle righe con un punteggio'),
  figure: t('Σ v · x / Σ v', 'Σ v · x / Σ v'),
};
const aliases: Record<string, EsgFigure> = {
  e: 'e',
  environmental: 'e',
  s: 's',
  social: 's',
  g: 'g',
  governance: 'g',
  total: 'total',
  overall: 'total',
  sustainability: 'total',
};

export const parseEsgFigure = (figure: string): EsgFigure | null => {
  const pillar = /^esg[:.]sustainability[:.]([a-z]+)$/i.exec(figure)?.[1]?.toLowerCase();
  if (pillar !== undefined)
    return Object.hasOwn(sustainabilityPillars, pillar)
      ? `sustainability:${pillar as SustainabilityPillar}`
      : null;
  const m = /^esg[:.]([a-z]+)$/i.exec(figure);
  return m ? (aliases[m[1]!.toLowerCase()] ?? null) : null;
};

const pillarOfFigure = (f: EsgFigure): SustainabilityPillar | null =>
  f.startsWith('sustainability:') ? (f.slice('sustainability:'.length) as SustainabilityPillar) : null;

const figureId = (f: EsgFigure) => `esg:${f}`;

const overallColumns = ['environmental', 'social', 'governance', 'impact', 'product'] as const;

/** One pillar's TOTAL row over the side's companies, as esgView's mean (no v > 0 test: held companies have value). */
const pillarTerms = (side: PortfolioSide, column: ScoreColumn) => {
  const routes = routesOf(side);
  const table = scoreTable(side.snapshot, 'company', side.year);
  const x = table.columns[column];
  let covered = 0;
  for (const c of side.companies) if (!Number.isNaN(x[c]!)) covered += side.companyValue[c]!;
  const terms: TraceTerm[] = [];
  const excluded: TraceExclusion[] = [];
  for (const c of side.companies) {
    const score = x[c]!;
    const v = side.companyValue[c]!;
    if (Number.isNaN(score)) {
      excluded.push(companyMissing(side, c, [column]));
      continue;
    }
    const year = table.year[c]!;
    terms.push(
      companyTerm(side, routes, c, {
        valueEur: v,
        inputs: { v, [column]: score },
        estimated: false,
        fiscalYear: year > 0 ? year : null,
        term: (v * score) / covered,
      }),
    );
  }
  return { terms, excluded, covered };
};

/** The sustainability score's rows: every scored entity with value, term = v · overall / Σ v. */
/** A scored entity's figure: its score and the columns it lacks, or null when the figure does not apply to it. */
type EntityScore = (
  kind: 'company' | 'country' | 'fund',
  table: ScoreTable,
  e: number,
) => { x: number; missing: string[] } | null;

const overallScoreOf =
  (weights: ScoringWeights | undefined): EntityScore =>
  (kind, table, e) => {
    const columns = kind === 'country' ? overallColumns.slice(0, 3) : overallColumns;
    return {
      x: entityOverallScore(kind, table, e, weights),
      missing: columns.filter((c) => Number.isNaN(table.columns[c][e]!)),
    };
  };

const pillarScoreOf =
  (pillar: SustainabilityPillar): EntityScore =>
  (kind, table, e) => {
    const column = sustainabilityPillars[pillar];
    // countries have no impact or product pillar (dataset-format.md countries.csv), as sustainabilityScore
    if (kind === 'country' && (column === 'impact' || column === 'product')) return null;
    return { x: table.columns[column][e]!, missing: [column] };
  };

const entityTerms = (side: PortfolioSide, scoreOf: EntityScore, inputName: string) => {
  const routes = routesOf(side);
  const total = side.exposure.totalValueEur;
  const rows: { kind: 'company' | 'country' | 'fund'; e: number; v: number; x: number; year: number }[] = [];
  const excluded: TraceExclusion[] = [];
  const { countryCodes } = side.index;
  const { id: securityIds, name: securityNames } = side.snapshot.data.securities;
  const { companies } = side.snapshot.data;
  // a scored entity's key and name: a company, a sovereign's country (its code is both), or a fund
  const entity = (kind: string, e: number) =>
    kind === 'company'
      ? { key: companies.id[e]!, name: companies.name[e]! }
      : kind === 'country'
        ? { key: countryCodes[e]!, name: countryCodes[e]! }
        : { key: securityIds[e]!, name: securityNames[e]! };
  forEachScoredEntity(side, (kind, table, e, v) => {
    if (!(v > 0)) return;
    const score = scoreOf(kind, table, e);
    if (score === null) return;
    const { x, missing } = score;
    if (Number.isNaN(x)) {
      excluded.push({
        ...entity(kind, e),
        valueEur: v,
        reason: 'missingData',
        missing,
      });
      return;
    }
    rows.push({ kind, e, v, x, year: table.year[e]! });
  });
  let covered = 0;
  for (const r of rows) covered += r.v;
  const terms = rows.map((r): TraceTerm => {
    const row = {
      valueEur: r.v,
      inputs: { v: r.v, [inputName]: r.x },
      estimated: false,
      fiscalYear: r.year > 0 ? r.year : null,
      term: (r.v * r.x) / covered,
    };
    if (r.kind === 'company') return companyTerm(side, routes, r.e, row);
    return {
      ...entity(r.kind, r.e),
      weightPct: total > 0 ? (100 * r.v) / total : null,
      path: r.kind === 'fund' ? routes.securityPath(r.e) : [],
      ...row,
    };
  });
  return { terms, excluded, covered };
};

/** The trace of one ESG figure over a side, its value the one the view shows (`shown`). */
export const esgTrace = (
  l: Loaded,
  side: PortfolioSide,
  f: EsgFigure,
  shown: number | null,
  locale: Locale,
  weights?: ScoringWeights,
): FigureTrace => {
  const pillar = pillarOfFigure(f);
  const { terms, excluded, covered } =
    f === 'total'
      ? entityTerms(side, overallScoreOf(weights), 'overall')
      : pillar !== null
        ? entityTerms(side, pillarScoreOf(pillar), sustainabilityPillars[pillar])
        : pillarTerms(side, pillarOf[f as keyof typeof pillarOf]);
  return additiveTrace({
    l,
    figure: figureId(f),
    label: names[f][locale],
    area: 'esg',
    // the E, S and G TOTAL rows are the ESG view's value-weighted means (esg-portfolio-total); the sustainability
    // score and its pillars follow the overall method (docs/decisions.md "ESG traces")
    methodId:
      f === 'total' && !isDefaultScoring(weights)
        ? 'scoring-profile-company'
        : f === 'total' || pillar !== null
          ? 'esg-overall-default'
          : 'esg-portfolio-total',
    value: shown,
    unit: '',
    totalValueEur: side.exposure.totalValueEur,
    terms,
    excluded,
    steps: [inputStep('C', labels.covered, covered, locale), sumStep('F', labels.figure, shown, locale)],
  });
};

/** The scoring profile that scores the portfolio (its owner's), as the sustainability view reads it. */
const profileOf = (input: ExplainInput): Promise<ScoringProfile> => {
  const { store, source, now } = input.ctx.options;
  return portfolioProfile(createScoringService({ store, source, now }), input.row);
};

const shownValue = async (
  input: ExplainInput,
  f: EsgFigure,
  profile: ScoringProfile,
): Promise<number | null> => {
  const pillar = pillarOfFigure(f);
  if (f === 'total' || pillar !== null) {
    const view = await input.views.sustainability(input.row, profile);
    return view[pillar ?? 'overall'].portfolio;
  }
  const view = await input.views.esg(input.row, {}, input.locale);
  return view[f as keyof typeof pillarOf].portfolioTotal?.score ?? null;
};

export const esgExplainer: FigureExplainer = {
  parse(figure) {
    const f = parseEsgFigure(figure);
    return f ? figureId(f) : null;
  },
  async explain(input, figure) {
    const f = parseEsgFigure(figure)!;
    const profile = await profileOf(input);
    const shown = await shownValue(input, f, profile);
    const { l, main } = await input.ctx.sidesFor(input.row);
    return esgTrace(l, main, f, shown, input.locale, profile.weights);
  },
  async figures(input): Promise<ShownFigure[]> {
    const profile = await profileOf(input);
    const out: ShownFigure[] = [];
    const pillars = Object.keys(sustainabilityPillars).map((p) => `sustainability:${p}` as EsgFigure);
    for (const f of ['total', ...pillars, 'e', 's', 'g'] as const)
      out.push({ figure: figureId(f), shown: await shownValue(input, f, profile) });
    return out;
  },
};
