import { contract, type RouteDef, type RouteId } from '@esgkit/core';
import { aMatchingQuery } from '@esgkit/core/testing';
import type { z } from 'zod';
import { sampleOf } from './samples.ts';
import type { SeededActor } from './seed.ts';

/** Path parameters naming rows take the actor's own ids; the rest take fixed valid values. */
export const paramsFor = (def: RouteDef, ids: SeededActor['ids']): Record<string, unknown> | undefined => {
  if (!def.params) return undefined;
  const sample = (sampleOf(def.params) ?? {}) as Record<string, unknown>;
  const known: Record<string, unknown> = {
    clientId: ids.clientId,
    portfolioId: ids.portfolioId,
    templateId: ids.templateId,
    keyId: ids.keyId,
    imageId: ids.imageId,
    token: 'no-such-share-token',
    // a documented method (core METHODS), so the Library's example route answers 200
    methodId: 'risk-sharpe',
  };
  for (const name of Object.keys(sample)) if (name in known) sample[name] = known[name];
  return sample;
};

let unique = 0;

/** The PAI statement takes exactly four quarter-end portfolios: the sample's one, four times. */
const fourQuarters = () => {
  const sample = sampleOf(contract['lookups.paiStatement'].body) as { quarters: unknown[] };
  return { ...sample, quarters: [1, 2, 3, 4].map(() => sample.quarters[0]) };
};

/** A valid input for the route (checked against its schemas), with meaningful bodies for the account routes. */
export const validInputFor = (id: RouteId, ids: SeededActor['ids']) => {
  const def = contract[id] as RouteDef;
  const overrides: Partial<Record<RouteId, unknown>> = {
    'auth.signUp': {
      email: `matrix-${Date.now()}-${unique++}@example.com`,
      password: 'Matrix-Passw0rd',
      firstName: 'M',
      lastName: 'X',
    },
    'matching.run': aMatchingQuery(),
    'exports.matchingCsv': aMatchingQuery(),
    // an account of its own each time: repeated failures on one account from one address meet the login throttle
    'auth.login': { email: `nobody-${unique++}@example.com`, password: 'Wrong-Passw0rd' },
    'auth.confirmEmail': { email: 'nobody@example.com', code: 'WRONGCODE2' },
    'auth.resetPassword': { email: 'nobody@example.com', code: 'WRONGCODE2', password: 'Matrix-Passw0rd' },
    'lookups.paiStatement': fourQuarters(),
    // no coupon: a generated code is not one of the plans file's (422 incorrectCoupon)
    'billing.session': { plan: 'professional', period: 'year', acceptTerms: true },
    // no expiry: a generated day may be past (422 apiKeyExpiryInPast)
    'apiKeys.create': { name: 'Matrix key', scope: 'read-only' },
  };
  const body = id in overrides ? overrides[id] : def.body ? sampleOf(def.body) : undefined;
  // no coupon either: a generated code is not one of the plans file's
  const queryOverrides: Partial<Record<RouteId, unknown>> = {
    'billing.order': { plan: 'professional', period: 'year' },
    // a figure of the PAI view: a generated name is no figure (422)
    'explain.figure': { figure: 'pai2' },
    'explain.figureCsv': { figure: 'pai2' },
  };
  const query = id in queryOverrides ? queryOverrides[id] : def.query ? sampleOf(def.query) : undefined;
  const params = paramsFor(def, ids);
  for (const [where, schema, value] of [
    ['params', def.params, params],
    ['query', def.query, query],
    ['body', def.body, body],
  ] as Array<[string, z.ZodType | undefined, unknown]>) {
    if (schema && !schema.safeParse(value).success)
      throw new Error(`${id}: the generated ${where} is not valid: ${JSON.stringify(value)}`);
  }
  return {
    ...(params ? { params } : {}),
    ...(query !== undefined ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
  } as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
};
