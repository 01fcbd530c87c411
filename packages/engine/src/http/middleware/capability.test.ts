import type { RouteDef } from '@esgkit/core';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../store/repositories/users.ts';
import { requireCapability } from './capability.ts';

const userWith = (accessLevel: number, capability: number) =>
  ({ id: 'u1', access_level: accessLevel, capability }) as UserRow;

const run = (def: Pick<RouteDef, 'feature' | 'carries'>, locals: Record<string, unknown>) => {
  const res = { locals: { requestId: 'r', scope: {}, limited: false, ...locals } } as unknown as Response;
  let error: unknown;
  let passed = false;
  try {
    requireCapability(def as RouteDef)({} as Request, res, () => {
      passed = true;
    });
  } catch (e) {
    error = e;
  }
  return {
    passed,
    error: error as { code?: string } | undefined,
    limited: (res.locals as { limited: boolean }).limited,
  };
};

describe('requireCapability', () => {
  it('passes limited = true to capability 7 on a view that limits its data (doc 1 §6)', () => {
    const principal = { kind: 'session', user: userWith(100, 7), sessionId: 's', expiresAt: '' };
    const esg = run({ feature: 'performance.esg' }, { principal, scope: { viewContext: 'client' } });
    expect(esg).toMatchObject({ passed: true, limited: true });
    const summary = run({ feature: 'performance.summary' }, { principal, scope: { viewContext: 'client' } });
    expect(summary).toMatchObject({ passed: true, limited: false });
  });

  it('gives capability 4 full data on the same view', () => {
    const principal = { kind: 'session', user: userWith(100, 4), sessionId: 's', expiresAt: '' };
    expect(
      run({ feature: 'performance.esg' }, { principal, scope: { viewContext: 'client' } }),
    ).toMatchObject({
      passed: true,
      limited: false,
    });
  });

  it('checks every feature an answer carries: one refused refuses the route', () => {
    const principal = { kind: 'session', user: userWith(100, 7), sessionId: 's', expiresAt: '' };
    const scope = { viewContext: 'client' };
    expect(run({ feature: 'performance.summary' }, { principal, scope }).passed).toBe(true);
    // capability 7 may read the summary but not impact detail (doc 1 §6)
    const carried = run(
      { feature: 'performance.summary', carries: ['performance.impactDetail'] },
      { principal, scope },
    );
    expect(carried.passed).toBe(false);
    expect(carried.error?.code).toBe('notEnoughCapability');
    // and a carried feature that limits its data limits the answer
    expect(
      run({ feature: 'performance.summary', carries: ['performance.esg'] }, { principal, scope }),
    ).toMatchObject({
      passed: true,
      limited: true,
    });
  });

  it('refuses a share visitor a feature that is not shared, with noAccessToFeature', () => {
    const principal = {
      kind: 'share',
      share: { shareId: 's', ownerId: 'o', clientId: 'c', portfolioId: 'p', ownerAccessLevel: 100 },
    };
    const result = run({ feature: 'customization.api' }, { principal });
    expect(result.passed).toBe(false);
    expect(result.error?.code).toBe('noAccessToFeature');
  });
});
