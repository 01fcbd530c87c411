import {
  DomainError,
  type FigureTrace,
  type ImpactCalculationType,
  type ImpactSummary,
  type Locale,
  type Localized,
  resolveIndicatorCode,
  type TraceExclusion,
  type TraceTerm,
} from '@esgkit/core';
import {
  codeColumn,
  companyFigure,
  contextOf,
  type ImpactCode,
  impactCode,
  impactUnit,
} from '../../../analytics/impact/impact.ts';
import type { PortfolioSide } from '../../../analytics/views/side.ts';
import type { Loaded } from '../context.ts';
import { additiveTrace, companyMissing, companyTerm, inputStep, sumStep } from './parts.ts';
import { routesOf } from './routes.ts';
import type { ExplainInput, FigureExplainer, ShownFigure } from './types.ts';

// The impact summary's figures (docs/methodology.md part C), each a sum of contributions:
//   impact:<code>      type 0: an additive quantity's term is the company's financed amount min(v / EVIC, 1) · x;
//   impact:<code>:t2   type 2: term = v · (x / max(EVIC, v) · 10⁶) / Σ v over the covered companies.
// A non-additive code (flag, %, score, PHY_M_ metric) is the value-weighted mean in both types: term = v · x / Σ v.
// A company without the value — or, for an additive code, without EVIC > 0 — is excluded (never 0).

export interface ImpactFigure {
  code: string;
  type: ImpactCalculationType;
}

const t = (en: string, it: string): Localized => ({ 'en-US': en, 'it-IT': it });
const labels = {
  covered: t('Σ v: value of the covered companies', 'Σ v: valore delle società coperte'),
  financed: t('Σ min(v / EVIC, 1) · x', 'Σ min(v / EVIC, 1) · x'),
  perMillion: t('Σ v · (x / max(EVIC, v) · 10⁶) / Σ v', 'Σ v · (x / max(EVIC, v) · 10⁶) / Σ v'),
  mean: t('Σ v · x / Σ v', 'Σ v · x / Σ v'),
  type: { 0: t('financed', 'finanziato'), 2: t('per € million invested', 'per milione di € investito') },
};

export const parseImpactFigure = (figure: string): ImpactFigure | null => {
  const m = /^impact[:.]([A-Za-z0-9_]+)(?:[:.]t?([02]))?$/i.exec(figure);
  if (!m) return null;
  return { code: m[1]!.toUpperCase(), type: m[2] === '2' ? 2 : 0 };
};

export const impactFigureId = (f: ImpactFigure): string => `impact:${f.code}${f.type === 2 ? ':t2' : ''}`;

/** The terms of one code's figure over a side, as impactFigure sums them. */
export const impactTerms = (side: PortfolioSide, code: ImpactCode, type: ImpactCalculationType) => {
  const ctx = contextOf(side);
  const column = codeColumn(ctx, code);
  const routes = routesOf(side);
  const rows: { c: number; v: number; raw: number; x: number }[] = [];
  const excluded: TraceExclusion[] = [];
  for (const c of side.companies) {
    const raw = column.value(c);
    const x = companyFigure(ctx, column, c, code, type);
    if (Number.isNaN(x)) {
      excluded.push(companyMissing(side, c, Number.isNaN(raw) ? [code.code] : ['evic_eur']));
      continue;
    }
    rows.push({ c, v: side.companyValue[c]!, raw, x });
  }
  let covered = 0;
  for (const r of rows) covered += r.v;
  const attributed = code.isAdditive && type === 0;
  const terms: TraceTerm[] = rows.map((r) => {
    const evic = ctx.evic?.[r.c] ?? Number.NaN;
    // the company_facts.csv year (EVIC, and the fallback columns); indicators.csv keeps no year per value
    const year = ctx.facts.fiscalYear[r.c];
    return companyTerm(side, routes, r.c, {
      valueEur: r.v,
      inputs: {
        v: r.v,
        // x of the formula, by the indicator's code: the name an excluded company's missing column has too
        [code.code]: r.raw,
        ...(code.isAdditive ? { evic_eur: evic } : {}),
      },
      estimated: column.estimated(r.c),
      fiscalYear: year !== undefined && year > 0 ? year : null,
      term: attributed ? r.x : (r.v * r.x) / covered,
    });
  });
  return { terms, excluded, covered };
};

/** The trace of one impact figure over a side, its value the one the summary shows (`shown`). */
export const impactTrace = (
  l: Loaded,
  side: PortfolioSide,
  f: ImpactFigure,
  label: string,
  shown: number | null,
  locale: Locale,
): FigureTrace => {
  const code = impactCode(f.code);
  if (!code) throw new DomainError('invalidInput');
  const { terms, excluded, covered } = impactTerms(side, code, f.type);
  const figureLabel = code.isAdditive ? (f.type === 0 ? labels.financed : labels.perMillion) : labels.mean;
  return additiveTrace({
    l,
    figure: impactFigureId(f),
    label: `${label} (${labels.type[f.type][locale]})`,
    area: 'impact',
    // each type's entry states the non-additive rule (value-weighted mean) too (docs/decisions.md "Impact traces")
    methodId: f.type === 0 ? 'impact-type-0-financed' : 'impact-type-2-per-million',
    value: shown,
    unit: impactUnit(code, locale, f.type) ?? '',
    totalValueEur: side.exposure.totalValueEur,
    terms,
    excluded,
    steps: [inputStep('C', labels.covered, covered, locale), sumStep('F', figureLabel, shown, locale)],
  });
};

const summaryOf = (input: ExplainInput, type: ImpactCalculationType): Promise<ImpactSummary> =>
  input.views.impactSummary(input.row, type, false, input.locale);

const sameCode = (a: string, b: string) =>
  a.toUpperCase() === b.toUpperCase() || (resolveIndicatorCode(a) ?? a) === (resolveIndicatorCode(b) ?? b);

export const impactExplainer: FigureExplainer = {
  parse(figure) {
    const f = parseImpactFigure(figure);
    return f && impactCode(f.code) ? impactFigureId(f) : null;
  },
  async explain(input, figure) {
    const f = parseImpactFigure(figure)!;
    const summary = await summaryOf(input, f.type);
    const shown = summary.categories.flatMap((c) => c.indicators).find((i) => sameCode(i.code, f.code));
    // only the indicators the view shows (the chain's choice for the type) have a figure to explain
    if (!shown) throw new DomainError('noData');
    const { l, main } = await input.ctx.sidesFor(input.row);
    return impactTrace(l, main, f, shown.label, shown.portfolio, input.locale);
  },
  async figures(input): Promise<ShownFigure[]> {
    const out: ShownFigure[] = [];
    for (const type of [0, 2] as const)
      for (const category of (await summaryOf(input, type)).categories)
        for (const i of category.indicators)
          out.push({ figure: impactFigureId({ code: i.code.toUpperCase(), type }), shown: i.portfolio });
    return out;
  },
};
