import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultPlansFile } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMails } from '../src/store/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs, tempDir } from './provider/helpers.ts';

// Issue 25 "plans are configuration": what the operator's ESGKIT_PLANS_FILE grants reaches every reader — the web
// (billing.plans answers each plan's access and limits, so the editor checks the operator's limits, not the repo's)
// and a new sign-up (its access level and capability are the file's Starter, not the repo's 4 and 1).

failWhenPostgresMissing('operator plans suite');

describe.each(storeTargets)('the operator’s plans file on $name', (target) => {
  let t: TestEngine;
  beforeAll(async () => {
    const file = join(tempDir(), 'plans.json');
    const plans = structuredClone(defaultPlansFile);
    // the repo's file: Starter (4, 1), no limits; Professional 25 securities, 25 portfolios
    plans.plans.starter = { ...plans.plans.starter, accessLevel: 100, capability: 7 };
    plans.plans.professional.limits = { maxSecuritiesPerPortfolio: 40, maxPortfolios: 3 };
    plans.plans.enterprise.limits = { maxSecuritiesPerPortfolio: 500, maxPortfolios: null };
    writeFileSync(file, JSON.stringify(plans));
    t = await startTestEngine({ target, env: { ESGKIT_PLANS_FILE: file } });
  });
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it('answers each plan’s access and limits from the operator’s file on billing.plans', async () => {
    const api = t.client({
      token: (await seedActor(t.engine, { label: 'limits', plan: 'professional' })).token,
    });
    const { data } = await api.call('billing.plans');
    expect(
      data.plans.map(({ plan, accessLevel, capability, limits }) => ({
        plan,
        accessLevel,
        capability,
        limits,
      })),
    ).toEqual([
      {
        plan: 'starter',
        accessLevel: 100,
        capability: 7,
        limits: { maxSecuritiesPerPortfolio: null, maxPortfolios: null },
      },
      {
        plan: 'professional',
        accessLevel: 100,
        capability: 4,
        limits: { maxSecuritiesPerPortfolio: 40, maxPortfolios: 3 },
      },
      {
        plan: 'premium',
        accessLevel: 100,
        capability: 100,
        limits: { maxSecuritiesPerPortfolio: null, maxPortfolios: null },
      },
      {
        plan: 'enterprise',
        accessLevel: 100,
        capability: 100,
        limits: { maxSecuritiesPerPortfolio: 500, maxPortfolios: null },
      },
    ]);
  });

  it('gives a new sign-up the file’s Starter access level and capability', async () => {
    const email = 'new.advisor@example.com';
    const password = 'First-Passw0rd';
    const anonymous = t.client();
    await anonymous.call('auth.signUp', { body: { email, password, firstName: 'New', lastName: 'Advisor' } });
    const [mail] = await listOutboxMails(t.engine.store.db, email);
    const code = /code=(\w+)/.exec(mail?.body_text ?? '')?.[1] ?? '';
    await anonymous.call('auth.confirmEmail', { body: { email, code } });
    const session = await anonymous.call('auth.login', { body: { email, password } });
    expect(session.data).toMatchObject({ accessLevel: 100, userCapability: 7 });
    const signedIn = t.client({ token: session.data.token });
    expect((await signedIn.call('profile.get')).data).toMatchObject({
      plan: 'starter',
      accessLevel: 100,
      userCapability: 7,
    });
  });
});
