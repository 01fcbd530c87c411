import type { ApiClient, PortfolioInput } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { testJobsOptions } from './helpers/jobs-worker.ts';
import { seedActor, seedShareLink } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Issue 32: a PDF job is rendered later, by a worker; by then the share link that asked may be revoked, or the API
// key revoked. The worker checks the credential again at render time and the job fails with the key the credential
// answers now (sharedLinkExpired, sessionExpired), never a PDF for a credential that no longer opens the client.

failWhenPostgresMissing('suite');

const holdings: PortfolioInput = {
  investmentDay: '2025-06-26',
  investmentAmount: 10_000,
  portfolio: { items: [{ input: 'ALPE', weight: 100 }], cash: 0 },
};

describe.each(storeTargets)('a PDF job whose credential ends before it renders on $name', (target) => {
  let apiOnly: TestEngine;
  let worker: TestEngine | undefined;
  let drop: () => Promise<void> = async () => undefined;
  const common = { now: () => new Date('2026-01-15T10:00:00Z'), jobsOptions: testJobsOptions };
  let place: Awaited<ReturnType<typeof target.create>>;
  const sharedPlace = () => ({
    name: target.name,
    create: async () => ({ ...place, drop: async () => undefined }),
  });

  beforeAll(async () => {
    // the API-only engine queues the jobs; no worker runs them until the credentials are ended
    place = await target.create();
    drop = place.drop;
    apiOnly = await startTestEngine({
      target: sharedPlace(),
      loadSnapshot: minimalSnapshot,
      env: { ESGKIT_WORKER: '0' },
      ...common,
    });
    await apiOnly.engine.ready;
  }, 60_000);
  afterAll(async () => {
    await apiOnly?.close();
    await worker?.close();
    await drop();
    cleanTempDirs();
  });

  const errorOf = async (renderId: string) => {
    for (let i = 0; i < 300; i++) {
      const row = await apiOnly.engine.store.db
        .selectFrom('pdf_renders')
        .select(['error_key', 'pdf_base64'])
        .where('id', '=', renderId)
        .executeTakeFirstOrThrow();
      if (row.error_key !== null || row.pdf_base64 !== null) return row;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`render ${renderId} did not finish`);
  };

  it('fails a revoked share link’s job with sharedLinkExpired and a revoked API key’s with sessionExpired', async () => {
    const advisor = await seedActor(apiOnly.engine, { label: 'recheck', plan: 'premium' });
    const api: ApiClient = apiOnly.client({ token: advisor.token });
    const client = await api.call('clients.create', {
      body: { firstname: 'Anna', lastname: 'Neri', portfolio: holdings },
    });
    const shared = apiOnly.client({
      shareToken: await seedShareLink(apiOnly.engine, advisor, { clientId: client.data.id }),
    });
    const body = { sections: ['portfolio' as const], locale: 'en-US' as const };
    const portfolioId = client.data.portfolio!.id;
    const viaShare = await shared.call('exports.reportJob', { params: { portfolioId }, body });
    const key = await api.call('apiKeys.create', { body: { name: 'batch', scope: 'read-write' } });
    const viaKey = await apiOnly
      .client({ apiKey: key.data.secret })
      .call('exports.reportJob', { params: { portfolioId }, body });
    // a job the advisor's session started, which stays valid: it renders
    const viaSession = await api.call('exports.reportJob', { params: { portfolioId }, body });

    await api.call('shares.revoke', { params: { clientId: client.data.id } });
    await api.call('apiKeys.revoke', { params: { keyId: key.data.id } });
    worker = await startTestEngine({ target: sharedPlace(), loadSnapshot: minimalSnapshot, ...common });

    expect((await errorOf(viaShare.data.jobId)).error_key).toBe('sharedLinkExpired');
    expect((await errorOf(viaKey.data.jobId)).error_key).toBe('sessionExpired');
    const rendered = await errorOf(viaSession.data.jobId);
    expect(rendered.error_key).toBeNull();
    expect(rendered.pdf_base64).not.toBeNull();
  }, 120_000);
});
