import { ApiError, type RouteId, routeIds } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPgMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';
import { validInputFor } from './helpers/route-input.ts';
import { type SeededActor, seedActor, seedShareLink, TEST_PASSWORD } from './helpers/seed.ts';

// The authorisation matrix (issue part 7): every contract route × every actor → the expected status, written out
// below. Rules (docs/decisions.md):
// - anonymous: 401 on every authenticated route;
// - share token (of A's client): only on routes whose auth set has 'share' and only for that client, its portfolio
//   and its image; on any other route it is no credential, so 401 like anonymous;
// - capability: core's canAccess — Starter (4, 1) is locked out of the hubs and Customization (403), capability 7
//   is blocked from product, PAI, taxonomy, financial, impact detail, company and country screening, Matching needs
//   100; the share token acts at capability 4 with the advisor's access level;
// - another advisor (B, full access) on A's client, portfolio, template, key or image: 404;
// - past all checks: the implemented status, else 501 notImplemented.

const actors = ['anonymous', 'share', 'starter', 'cap4', 'cap7', 'other', 'full'] as const;
type Actor = (typeof actors)[number];
type Row = Record<Actor, number>;
const row = (...s: [number, number, number, number, number, number, number]): Row =>
  Object.fromEntries(actors.map((a, i) => [a, s[i]])) as Row;

const open200 = row(200, 200, 200, 200, 200, 200, 200);
const signedIn200 = row(401, 401, 200, 200, 200, 200, 200);
const signedIn501 = row(401, 401, 501, 501, 501, 501, 501);
const fullAccess501 = row(401, 401, 403, 501, 501, 501, 501);
const fullAccessOwn501 = row(401, 401, 403, 501, 501, 404, 501);
const notForCap7 = row(401, 401, 403, 501, 403, 501, 501);
const sharedView = row(401, 501, 403, 501, 501, 404, 501);
const sharedGatedView = row(401, 501, 403, 501, 403, 404, 501);

const expected: Record<RouteId, Row> = {
  'system.version': open200,
  'system.health': open200,
  'auth.signUp': row(201, 201, 201, 201, 201, 201, 201),
  'auth.emailExists': open200,
  'auth.confirmEmail': row(422, 422, 422, 422, 422, 422, 422),
  'auth.resendConfirmation': open200,
  'auth.login': row(401, 401, 401, 401, 401, 401, 401),
  'auth.logout': signedIn200,
  'auth.session': signedIn200,
  'auth.forgotPassword': open200,
  'auth.resetPassword': row(422, 422, 422, 422, 422, 422, 422),
  'auth.deleteAccount': signedIn200,
  'profile.get': signedIn200,
  'profile.update': signedIn501,
  'profile.uploadImage': signedIn501,
  'profile.image': row(401, 501, 501, 501, 501, 404, 501),
  'company.get': fullAccess501,
  'company.save': fullAccess501,
  'company.setLogo': fullAccess501,
  'apiKeys.list': row(401, 401, 403, 200, 200, 200, 200),
  'apiKeys.create': row(401, 401, 403, 201, 201, 201, 201),
  'apiKeys.revoke': row(401, 401, 403, 200, 200, 404, 200),
  'clients.list': fullAccess501,
  // core's table: portfolioHub is not a shared feature, so a share token is refused here (see the report).
  'clients.get': fullAccessOwn501,
  'portfolios.get': sharedView,
  'clients.create': fullAccess501,
  'clients.createFromLookup': fullAccess501,
  'clients.update': fullAccessOwn501,
  'clients.delete': fullAccessOwn501,
  'clients.setImage': fullAccessOwn501,
  'clients.savePortfolio': fullAccessOwn501,
  'shares.create': fullAccessOwn501,
  'shares.revoke': fullAccessOwn501,
  'shares.get': row(501, 501, 501, 501, 501, 501, 501),
  'lookups.create': fullAccess501,
  'lookups.last': fullAccess501,
  'securities.exist': fullAccess501,
  'securities.search': fullAccess501,
  'securities.get': fullAccess501,
  'fx.rate': fullAccess501,
  'chain.providerRetrieve': fullAccessOwn501,
  'chain.recalculate': fullAccessOwn501,
  'chain.taxonomy': fullAccessOwn501,
  'chain.impact': fullAccessOwn501,
  'chain.pai': row(401, 401, 403, 501, 403, 404, 501),
  'chain.setPaiDate': row(401, 401, 403, 501, 403, 404, 501),
  'views.aggregates': sharedView,
  'views.holdings': sharedView,
  'views.countryAllocation': sharedView,
  'views.performance': sharedGatedView,
  'views.dailyPerformance': sharedGatedView,
  'views.risk': sharedGatedView,
  'views.esg': sharedView,
  'views.esgCountries': sharedView,
  'views.products': sharedGatedView,
  'views.impactSummary': sharedView,
  'views.impactDetail': sharedGatedView,
  'views.controversies': sharedView,
  'views.exclusionsWatchList': sharedView,
  'views.redCompanies': sharedView,
  'views.taxonomy': sharedGatedView,
  'views.taxonomySummary': sharedGatedView,
  'views.pai': sharedGatedView,
  'views.paiDetail': sharedGatedView,
  // no feature in the contract: any signed-in owner (see the report).
  'exports.csv': sharedView,
  'exports.report': sharedView,
  'exports.screeningCsv': fullAccess501,
  'exports.download': row(501, 501, 501, 501, 501, 501, 501),
  'screening.companyFilters': notForCap7,
  'screening.company': notForCap7,
  'screening.countryFilters': notForCap7,
  'screening.country': notForCap7,
  'screening.fundFilters': fullAccess501,
  'screening.fund': fullAccess501,
  'templates.list': fullAccess501,
  'templates.create': fullAccess501,
  'templates.update': fullAccessOwn501,
  'templates.delete': fullAccessOwn501,
  'templates.uploadCsv': fullAccessOwn501,
  'matching.run': row(401, 401, 403, 403, 403, 501, 501),
  'settings.impactCatalogue': fullAccess501,
  'settings.impact': fullAccess501,
  'settings.saveImpact': fullAccess501,
  'settings.notifications': fullAccess501,
  'settings.saveNotifications': fullAccess501,
  'billing.plans': signedIn501,
  'billing.session': signedIn501,
  'billing.coupon': signedIn501,
  'billing.customer': signedIn501,
  'billing.updateCustomer': signedIn501,
  'billing.cancel': signedIn501,
  'billing.portal': signedIn501,
  'chat.ask': signedIn501,
  'chat.history': signedIn501,
  'chat.status': signedIn501,
};

// Routes that end what they act on run last: logout (on a spare session) and account deletion, owner A last.
const lastRoutes: RouteId[] = ['auth.logout', 'auth.deleteAccount'];

describe('the authorisation matrix table', () => {
  it('has exactly one row per contract route (a new route without a rule fails here)', () => {
    expect(Object.keys(expected).sort()).toEqual([...routeIds].sort());
  });
});

if (isPgMissing) {
  it('PostgreSQL authorisation matrix', () => {
    throw new Error('ESGKIT_REQUIRE_PG=1 but ESGKIT_TEST_DATABASE_URL is not set');
  });
}

describe.each(storeTargets)('authorisation matrix on $name', (target) => {
  let t: TestEngine;
  const seeded = {} as Record<Exclude<Actor, 'anonymous' | 'share'>, SeededActor>;
  let shareToken = '';

  beforeAll(async () => {
    t = await startTestEngine({ target });
    seeded.full = await seedActor(t.engine, { label: 'full', plan: 'premium' });
    seeded.other = await seedActor(t.engine, { label: 'other', plan: 'premium' });
    seeded.starter = await seedActor(t.engine, { label: 'starter', plan: 'starter' });
    seeded.cap4 = await seedActor(t.engine, { label: 'cap4', plan: 'professional' });
    seeded.cap7 = await seedActor(t.engine, { label: 'cap7', plan: 'enterprise', capability: 7 });
    shareToken = await seedShareLink(t.engine, seeded.full);
  });
  afterAll(async () => {
    await t?.close();
  });

  const statusOf = async (actor: Actor, id: RouteId): Promise<number> => {
    // B uses A's ids: the tenant boundary is what is tested. Anonymous and share callers name A's rows too.
    const owner =
      actor === 'other' || actor === 'share' || actor === 'anonymous' ? seeded.full : seeded[actor];
    let token: string | undefined =
      actor === 'anonymous' || actor === 'share' ? undefined : seeded[actor].token;
    if (id === 'auth.logout' && token)
      token = (await t.engine.accounts.login(seeded[actor as 'full'].email, TEST_PASSWORD)).token;
    let status = 0;
    const client = t.client(
      token ? { token } : {},
      actor === 'share' ? { 'x-esgkit-share-token': shareToken } : {},
      (s) => {
        status = s;
      },
    );
    try {
      await (client.call as (id: RouteId, input: unknown) => Promise<unknown>)(
        id,
        validInputFor(id, owner.ids),
      );
      return status;
    } catch (error) {
      if (error instanceof ApiError) return error.status;
      throw error;
    }
  };

  it('answers every route for every actor as the table says', async () => {
    const order = [...routeIds.filter((id) => !lastRoutes.includes(id)), ...lastRoutes];
    const mismatches: string[] = [];
    for (const id of order) {
      for (const actor of actors) {
        const status = await statusOf(actor, id);
        if (status !== expected[id][actor])
          mismatches.push(`${id} × ${actor}: got ${status}, expected ${expected[id][actor]}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
