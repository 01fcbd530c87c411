import type { PortfolioSide } from '../../../analytics/views/side.ts';

// Which of the portfolio's funds each company and security is reached through: the "look-through path" of a term.

export interface Routes {
  /** fund names a company is held through, outermost first; empty when held directly only */
  companyPath(company: number): string[];
  securityPath(security: number): string[];
}

/** One index per analysed side (sides are immutable and cached by the context): built once, not per request. */
const cache = new WeakMap<PortfolioSide, Routes>();

export const routesOf = (side: PortfolioSide): Routes => {
  const cached = cache.get(side);
  if (cached) return cached;
  const routes = buildRoutes(side);
  cache.set(side, routes);
  return routes;
};

const buildRoutes = (side: PortfolioSide): Routes => {
  const names = side.snapshot.data.securities.name;
  const company = side.snapshot.data.securities.company;
  const byCompany = new Map<number, Set<number>>();
  const bySecurity = new Map<number, Set<number>>();
  for (const line of side.lines) {
    if (line.security < 0 || line.viaFunds.length === 0) continue;
    const s = bySecurity.get(line.security) ?? new Set<number>();
    for (const f of line.viaFunds) s.add(f);
    bySecurity.set(line.security, s);
    const c = company[line.security] ?? -1;
    if (c < 0) continue;
    const set = byCompany.get(c) ?? new Set<number>();
    for (const f of line.viaFunds) set.add(f);
    byCompany.set(c, set);
  }
  const named = (set: Set<number> | undefined) => (set ? [...set].map((f) => names[f]!) : []);
  return {
    companyPath: (c) => named(byCompany.get(c)),
    securityPath: (s) => named(bySecurity.get(s)),
  };
};
