import { type ApiClient, type CsvSection, planAccess } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUser } from '../src/store/repositories/users.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { type SeededActor, seedActor, seedShareLink } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Issue 20 defect 3: a download link is opened without login, so opening it checks again the grant it was made under
// (docs/decisions.md "Download links answer as their grant would now"): the share link still live, the user's
// current plan and capability (and the current `limited`), the API key not revoked, the portfolio still there.

failWhenPostgresMissing('suite');

describe.each(storeTargets)('download links re-check their grant on $name', (target) => {
  let t: TestEngine;

  beforeAll(async () => {
    t = await startTestEngine({ target, loadSnapshot: minimalSnapshot });
    await t.engine.ready;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  /** An advisor with a client whose portfolio is MINEQ 60 % (a fund: look-through gives more lines) and BRSW 40 %. */
  const advisorWithClient = async (label: string) => {
    const actor = await seedActor(t.engine, { label, plan: 'premium' });
    const api = t.client({ token: actor.token });
    const created = await api.call('clients.create', {
      body: {
        firstname: 'Giulia',
        lastname: label,
        portfolio: {
          investmentDay: '2025-06-26',
          investmentAmount: 10_000,
          portfolio: {
            items: [
              { input: 'MINEQ', weight: 60 },
              { input: 'BRSW', weight: 40 },
            ],
            cash: 0,
          },
        },
      },
    });
    return { actor, api, clientId: created.data.id, portfolioId: created.data.portfolio!.id };
  };

  const linkOf = async (api: ApiClient, portfolioId: string, section: CsvSection) =>
    (await api.call('exports.csv', { params: { portfolioId, section }, query: {} })).data.urlDownload;

  /** Opens a link: the status, and the error code or the CSV's data rows. */
  const open = async (url: string) => {
    const response = await t.fetch(url.replace(t.config.publicUrl, t.url));
    if (response.status !== 200)
      return {
        status: response.status,
        code: ((await response.json()) as { error: { code: string } }).error.code,
      };
    const lines = (await response.text()).replace('\uFEFF', '').trim().split('\r\n');
    return { status: 200, rows: lines.slice(1).map((l) => l.split(',')[0]) };
  };

  const runPai = async (api: ApiClient, portfolioId: string) => {
    for (const [set, steps] of [
      [1, 4],
      [2, 2],
      [3, 2],
    ] as const)
      for (let step = 1; step <= steps; step++)
        await api.call('chain.pai', { params: { portfolioId, set, step } });
    await api.call('chain.setPaiDate', { params: { portfolioId } });
  };

  const downgrade = (actor: SeededActor, plan: 'starter') => {
    const access = planAccess(plan);
    return updateUser(t.engine.store.db, actor.userId, {
      plan,
      access_level: access.accessLevel,
      capability: access.capability,
    });
  };

  it('a link made with a share token stops working when the share is revoked (410 sharedLinkExpired)', async () => {
    const { actor, api, clientId, portfolioId } = await advisorWithClient('share');
    const token = await seedShareLink(t.engine, actor, { clientId });
    const visitor = t.client({}, { 'x-esgkit-share-token': token });
    const before = await linkOf(visitor, portfolioId, 'holdings');
    expect((await open(before)).status).toBe(200);
    const after = await linkOf(visitor, portfolioId, 'holdings');
    await api.call('shares.revoke', { params: { clientId } });
    // a revoked share's token answers sharedLinkExpired; the link made with it answers the same
    expect(await open(after)).toEqual({ status: 410, code: 'sharedLinkExpired' });
  }, 60_000);

  it('a PAI link made before a downgrade to Starter answers noAccessToFeature (403) after it', async () => {
    const { actor, api, portfolioId } = await advisorWithClient('downgrade');
    await runPai(api, portfolioId);
    const pai = await linkOf(api, portfolioId, 'pai-1');
    const holdings = await linkOf(api, portfolioId, 'holdings');
    expect((await open(pai)).status).toBe(200);
    await downgrade(actor, 'starter');
    // doc 1 §6: Starter locks the Portfolio Hub (its plan lock's key)
    expect(await open(pai)).toEqual({ status: 403, code: 'noAccessToFeature' });
    expect(await open(holdings)).toEqual({ status: 403, code: 'noAccessToFeature' });
  }, 120_000);

  it('a holdings link made at full capability answers the limited rows once the user is capability 7', async () => {
    const { actor, api, portfolioId } = await advisorWithClient('limited');
    const link = await linkOf(api, portfolioId, 'holdings');
    // look-through: Brenner (direct and through the fund), Alpina and Calder through the fund, the fund's cash
    const full = await open(link);
    expect(full.status).toBe(200);
    expect(full.rows!.length).toBeGreaterThan(2);
    await updateUser(t.engine.store.db, actor.userId, { capability: 7 });
    // doc 2 §6: capability 7 gets the items as entered (limited=true on holdings)
    expect((await open(link)).rows!.sort()).toEqual(['Brenner Software AG', 'Minimal Equity UCITS ETF']);
  }, 60_000);

  it('a link made with an API key stops working when the key is revoked (401 sessionExpired)', async () => {
    const { actor, api, portfolioId } = await advisorWithClient('apikey');
    const key = await t.engine.apiKeys.create(actor.userId, { name: 'script', scope: 'read-write' });
    const script = t.client({ token: key.secret });
    const link = await linkOf(script, portfolioId, 'holdings');
    expect((await open(link)).status).toBe(200);
    await api.call('apiKeys.revoke', { params: { keyId: key.id } });
    expect(await open(link)).toEqual({ status: 401, code: 'sessionExpired' });
  }, 60_000);

  it('a link works only as it was written: anything after its signature makes it notFound (404)', async () => {
    const { api, portfolioId } = await advisorWithClient('spelling');
    const link = await linkOf(api, portfolioId, 'holdings');
    expect((await open(link)).status).toBe(200);
    // a tampered link must not work; its CSV job routes check the same token
    for (const tampered of [`${link}.x`, `${link}.`, `${link}.${link.split('.').at(-1)}`]) {
      expect(await open(tampered), tampered).toEqual({ status: 404, code: 'notFound' });
      const token = tampered.split('/').at(-1)!;
      const started = await t.fetch(`${t.url}/api/v1/downloads/${token}/jobs`, { method: 'POST' });
      expect(started.status, `${tampered} as a CSV job`).toBe(404);
    }
  }, 60_000);

  it('a link to a deleted client answers notFound (404)', async () => {
    const { api, clientId, portfolioId } = await advisorWithClient('deleted');
    const link = await linkOf(api, portfolioId, 'holdings');
    await api.call('clients.delete', { params: { clientId } });
    expect(await open(link)).toEqual({ status: 404, code: 'notFound' });
  }, 60_000);
});
