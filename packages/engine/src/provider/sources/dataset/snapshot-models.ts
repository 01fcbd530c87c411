import {
  type Company,
  Company as CompanySchema,
  dayFromIso,
  isoFromDay,
  type Security,
  Security as SecuritySchema,
} from '@esgkit/core';
import { z } from 'zod';
import type { Snapshot } from '../../snapshot/snapshot.ts';
import { assetClasses, CASH_INDEX, NO_DAY } from '../../snapshot/snapshot-data.ts';
import type { FetcherOf, FundHoldingsModel, SourceContext } from '../source.ts';

const needSnapshot = (context: SourceContext): Snapshot => {
  if (!context.snapshot)
    throw new Error('This model is read from a snapshot; pass { snapshot } in the context.');
  return context.snapshot;
};
const orNull = <T>(v: T | null | undefined): T | null => v ?? null;
const figure = (x: number | undefined): number | null => (x === undefined || Number.isNaN(x) ? null : x);

const SecurityParams = z
  .object({ id: z.string().min(1), isin: z.string().min(1), ticker: z.string().min(1) })
  .partial()
  .refine((p) => p.id ?? p.isin ?? p.ticker, 'give id, isin or ticker');

/** A security by id, ISIN or ticker, as core's Security. */
export const securityFetcher: FetcherOf<'Security'> = {
  transformQuery: (params) => SecurityParams.parse(params),
  extractData(query: z.infer<typeof SecurityParams>, context) {
    const s = needSnapshot(context);
    return query.id !== undefined
      ? s.securityIndex(query.id)
      : query.isin !== undefined
        ? s.securityByIsin(query.isin.toUpperCase())
        : s.securityByTicker(query.ticker!);
  },
  transformData(_query, index: number, context): Security | undefined {
    if (index < 0) return undefined;
    const d = needSnapshot(context).data.securities;
    const company = d.company[index]!;
    const green = d.euGreenBond[index]!;
    return SecuritySchema.parse({
      id: d.id[index],
      ...(d.isin[index] ? { isin: d.isin[index] } : {}),
      ...(d.ticker[index] ? { ticker: d.ticker[index] } : {}),
      name: d.name[index],
      type: needSnapshot(context).securityType(index),
      currency: d.currency[index],
      country: orNull(d.country[index]),
      assetClass: d.assetClass[index]! >= 0 ? assetClasses[d.assetClass[index]!] : null,
      companyId: company >= 0 ? needSnapshot(context).data.companies.id[company] : null,
      ...(Number.isNaN(green) ? {} : { isEuGreenBond: green === 1 }),
    });
  },
};

/** A company by id, as core's Company (with its latest scores when scores.csv has them). */
export const companyFetcher: FetcherOf<'Company'> = {
  transformQuery: (params) => z.object({ id: z.string().min(1) }).parse(params),
  extractData: (query: { id: string }, context) => needSnapshot(context).companyIndex(query.id),
  transformData(query, index: number, context): Company | undefined {
    if (index < 0) return undefined;
    const s = needSnapshot(context);
    const d = s.data.companies;
    const scores = s.scores('company', query.id);
    return CompanySchema.parse({
      id: d.id[index],
      name: d.name[index],
      sector: d.sector[index],
      industry: orNull(d.industry[index]),
      country: d.country[index],
      marketCapEur: figure(d.marketCapEur[index]),
      naceSection: orNull(d.nace[index]),
      ...(scores
        ? {
            scores: {
              environmental: figure(scores.values.environmental),
              social: figure(scores.values.social),
              governance: figure(scores.values.governance),
              impact: figure(scores.values.impact),
              product: figure(scores.values.product),
              sustainability: figure(scores.values.sustainability),
            },
          }
        : {}),
    });
  },
};

/** A fund's composition on a date (default: the manifest's asOf): the latest `as_of` on or before it. */
export const fundHoldingsFetcher: FetcherOf<'FundHoldings'> = {
  transformQuery: (params) =>
    z.object({ fundId: z.string().min(1), date: z.iso.date().optional() }).parse(params),
  extractData(query: { fundId: string; date?: string }, context) {
    const s = needSnapshot(context);
    const date = query.date ?? s.manifest.asOf;
    const day = dayFromIso(date);
    return s.holdingsOf(s.securityIndex(query.fundId), day);
  },
  transformData(query, raw: ReturnType<Snapshot['holdingsOf']>, context): FundHoldingsModel | undefined {
    if (!raw) return undefined;
    const ids = needSnapshot(context).data.securities.id;
    return {
      fundId: query.fundId,
      asOf: raw.asOfDay === NO_DAY ? null : isoFromDay(raw.asOfDay),
      holdings: raw.rows.map((r) => ({
        holdingId: r.holding === CASH_INDEX ? 'CASH' : ids[r.holding]!,
        weightPct: r.weightPct,
      })),
    };
  },
};
