import {
  ApiError,
  contract,
  type FeatureId,
  featureIds,
  type RouteDef,
  type RouteId,
  resolveFeature,
  routeIds,
} from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeFeatures } from '../src/services/access.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { validInputFor } from './helpers/route-input.ts';
import { type SeededActor, seedActor, seedShareLink, TEST_PASSWORD } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

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
// part 8 (profile, company, sharing, screening, templates, settings)
const notForCap7 = row(401, 401, 403, 200, 403, 200, 200);
// part 8 (clients, lookups, securities, chain, views): the implemented statuses on the minimal dataset, whose
// securities do not include the seeded portfolio's URTH (so it has no prices and no PAI yet)
const fullAccess200 = row(401, 401, 403, 200, 200, 200, 200);
const fullAccessOwn200 = row(401, 401, 403, 200, 200, 404, 200);
const fullAccess422 = row(401, 401, 403, 422, 422, 422, 422);
const fullAccessOwn422 = row(401, 401, 403, 422, 422, 404, 422);
const fullAccess404 = row(401, 401, 403, 404, 404, 404, 404);
const sharedView200 = row(401, 200, 403, 200, 200, 404, 200);
const sharedGatedView200 = row(401, 200, 403, 200, 403, 404, 200);
const sharedGatedNoPrices = row(401, 404, 403, 404, 403, 404, 404);
const sharedGatedPaiPending = row(401, 409, 403, 409, 403, 404, 409);
// the generated query asks for the benchmark's rows, and the seeded portfolio has none: 404 noData
const sharedNoBenchmark = row(401, 404, 403, 404, 404, 404, 404);
const sharedGatedNoBenchmark = row(401, 404, 403, 404, 403, 404, 404);

const expected: Record<RouteId, Row> = {
  'system.version': open200,
  'system.health': open200,
  // the Library (issue 30): anyone, signed in or not
  'methods.list': open200,
  'methods.example': open200,
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
  'profile.update': signedIn200,
  'profile.uploadImage': signedIn200,
  'profile.image': row(401, 200, 200, 200, 200, 404, 200),
  'company.get': fullAccess200,
  'company.save': fullAccess200,
  'company.setLogo': fullAccess200,
  'apiKeys.list': row(401, 401, 403, 200, 200, 200, 200),
  'apiKeys.create': row(401, 401, 403, 201, 201, 201, 201),
  'apiKeys.revoke': row(401, 401, 403, 200, 200, 404, 200),
  'clients.list': fullAccess200,
  // core's table: portfolioHub is not a shared feature, so a share token is refused here (see the report).
  'clients.get': fullAccessOwn200,
  'portfolios.get': sharedView200,
  'clients.create': fullAccess422,
  'clients.createFromLookup': fullAccess404,
  'clients.update': fullAccessOwn422,
  'clients.delete': fullAccessOwn200,
  'clients.setImage': fullAccessOwn200,
  'clients.savePortfolio': fullAccessOwn422,
  // the seeded portfolio has no PAI yet: 409 shareAvailableAfterPAI (spec doc 1 §4)
  'shares.create': row(401, 401, 403, 409, 409, 404, 409),
  'shares.revoke': fullAccessOwn200,
  // the generated token names no link: 404 sharingLinkInvalid for everyone (no login involved)
  'shares.get': row(404, 404, 404, 404, 404, 404, 404),
  'lookups.create': fullAccess422,
  'lookups.paiStatement': fullAccess422,
  'lookups.last': fullAccess200,
  'lookups.defaults': signedIn200,
  'securities.exist': fullAccess200,
  'securities.search': fullAccess200,
  'securities.get': fullAccess404,
  'fx.rate': fullAccess200,
  'chain.providerRetrieve': fullAccessOwn200,
  'chain.recalculate': fullAccessOwn200,
  'chain.taxonomy': fullAccessOwn200,
  // the generated body names an impact indicator the catalogue does not know: 422
  'chain.impact': fullAccessOwn422,
  'chain.pai': row(401, 401, 403, 200, 403, 404, 200),
  'chain.setPaiDate': row(401, 401, 403, 409, 403, 404, 409),
  // the whole chain as a job (issue 32): queued for anyone who may compute the portfolio; a made-up job id is 404
  'chain.start': row(401, 401, 403, 202, 202, 404, 202),
  'chain.job': row(401, 401, 403, 404, 404, 404, 404),
  'views.aggregates': sharedNoBenchmark,
  'views.holdings': sharedNoBenchmark,
  'views.countryAllocation': sharedView200,
  'views.performance': sharedGatedNoPrices,
  'views.dailyPerformance': sharedGatedNoPrices,
  'views.risk': sharedGatedNoPrices,
  'views.esg': sharedNoBenchmark,
  'views.esgCountries': sharedNoBenchmark,
  'views.sustainability': sharedView200,
  'views.products': sharedGatedView200,
  'views.impactSummary': sharedView200,
  'views.impactDetail': sharedGatedNoBenchmark,
  // doc 1 §6: controversy detail (company rows, the watch list's and red lists' companies) is blocked for 7
  'views.controversySummary': sharedNoBenchmark,
  'views.controversies': sharedGatedNoBenchmark,
  'views.exclusionsWatchList': sharedGatedView200,
  'views.redCompanies': sharedGatedView200,
  'views.taxonomy': sharedGatedView200,
  'views.taxonomySummary': sharedGatedView200,
  'views.pai': sharedGatedPaiPending,
  'views.paiDetail': sharedGatedPaiPending,
  // the figure's view decides (pai2: views.pai's feature); the trace waits for the PAI chain like the view (404 noData)
  'explain.figure': sharedGatedPaiPending,
  'explain.figureCsv': sharedGatedPaiPending,
  // the list filters by each figure's view: a caller who may open none of them gets an empty list, never a 403
  'explain.figures': row(401, 200, 200, 200, 200, 404, 200),
  // no feature in the contract: any signed-in owner (see the report).
  'exports.csv': sharedView200,
  // the generated body asks for the performance section, which capability 7 cannot open; the seeded portfolio has
  // no prices, so loading it fails and the report is the spec's pdfError (doc 1 §4), never a half-empty PDF
  'exports.report': row(401, 500, 403, 500, 403, 404, 500),
  // the job is queued (202) once the sections are allowed; its render fails later, as exports.report's does above
  'exports.reportJob': row(401, 202, 403, 202, 403, 404, 202),
  // a made-up job id: 404 for everyone signed in (a job is only its starter's)
  'exports.job': row(401, 404, 404, 404, 404, 404, 404),
  'exports.jobPdf': row(401, 404, 404, 404, 404, 404, 404),
  // made-up job ids: an empty list for everyone signed in (the ids are left out, as exports.job's 404)
  'exports.jobs': row(401, 200, 200, 200, 200, 200, 200),
  'exports.screeningCsv': fullAccess200,
  // the generated kind is fund, which capability 7 may screen (company and country: see screening-pdf.test.ts)
  'exports.screeningPdf': fullAccess200,
  // the job is queued (202) for whoever may run the screen (its PDF is rendered later by a worker)
  'exports.screeningPdfJob': row(401, 401, 403, 202, 202, 202, 202),
  // a made-up token: 404 for everyone (the link is the credential)
  'exports.download': row(404, 404, 404, 404, 404, 404, 404),
  'exports.csvJob': row(404, 404, 404, 404, 404, 404, 404),
  'exports.csvJobStatus': row(404, 404, 404, 404, 404, 404, 404),
  'exports.csvJobFile': row(404, 404, 404, 404, 404, 404, 404),
  'screening.companyFilters': notForCap7,
  'screening.company': notForCap7,
  'screening.countryFilters': notForCap7,
  'screening.country': notForCap7,
  'screening.fundFilters': fullAccess200,
  'screening.fund': fullAccess200,
  'templates.list': fullAccess200,
  'templates.create': row(401, 401, 403, 201, 201, 201, 201),
  // the seeded template has no filter and the generated patch adds none: 422 templateFilterRequired
  'templates.update': fullAccessOwn422,
  'templates.delete': fullAccessOwn200,
  // the generated CSV has no ISIN or Ticker header: 422 csvFormatError
  'templates.uploadCsv': fullAccessOwn422,
  'matching.run': row(401, 401, 403, 403, 403, 200, 200),
  'exports.matchingCsv': row(401, 401, 403, 403, 403, 200, 200),
  'settings.impactCatalogue': fullAccess200,
  'settings.impact': fullAccess200,
  // the generated code is no impact indicator: 422 unknownImpactIndicator
  'settings.saveImpact': fullAccess422,
  'settings.notifications': fullAccess200,
  // issue 28 "Scoring": the generated weights do not add up to 100, and the generated file is no weights file: 422
  'scoring.get': fullAccess200,
  'scoring.save': fullAccess422,
  'scoring.preview': fullAccess422,
  'scoring.export': fullAccess200,
  'scoring.import': fullAccess422,
  'settings.saveNotifications': fullAccess200,
  // issue 25: every billing route answers any signed-in caller (a Starter must be able to buy), the manual provider
  'billing.plans': signedIn200,
  'billing.session': signedIn200,
  'billing.order': signedIn200,
  'billing.coupon': signedIn200,
  'billing.customer': signedIn200,
  'billing.updateCustomer': signedIn200,
  'billing.cancel': signedIn200,
  'billing.portal': signedIn200,
  'billing.invoices': signedIn200,
  // the provider's signature is the credential (auth 'anyone'); the manual provider takes no webhooks: 404 to all
  'billing.webhook': row(404, 404, 404, 404, 404, 404, 404),
  'chat.ask': signedIn200,
  'chat.history': signedIn200,
  'chat.status': signedIn200,
  'chat.settings': signedIn200,
  'chat.saveSettings': signedIn200,
};

// Routes that end what they act on run last: logout (on a spare session) and account deletion, owner A last.
// Client deletion runs last too: it removes the client, portfolio and share link the other routes name.
// Share creation and revocation end the seeded share link, and template deletion removes the template others name.
// Choosing a plan starts the Starter's trial and cancelling ends it: they change the actor's access, so after the rest.
const lastRoutes: RouteId[] = [
  'shares.create',
  'shares.revoke',
  // its job computes the seeded portfolio's PAI in the background: after every route that expects none yet
  'chain.start',
  'templates.delete',
  'clients.delete',
  'billing.session',
  'billing.cancel',
  'auth.logout',
  'auth.deleteAccount',
];

// Features of core's capability table that guard no engine route, each with the reason. Every other feature must
// guard at least one route (its `feature`, or one its answer `carries`), so a rule of the table is never only the
// web's (issue 20: controversy detail was in the table but no route checked it).
const uiOnlyFeatures: Partial<Record<FeatureId, string>> = {
  dataHub:
    'the menu parent: every Data Hub route names its child (lookup, screening, matching), whose row repeats the Starter lock',
  customization: 'the menu parent: its routes name their submenu (companyInfo, api, impact, notifications)',
  accountInfo:
    'the profile page: the profile routes answer any signed-in caller, and its rule is open to all',
  plan: "the Plan page: billing.plans answers any signed-in caller (a Starter must see the plans to upgrade); the page's redirect for capabilities 4 and 5 is the web's, and the billing routes it leads to name 'billing', the same rule",
  library: 'static pages of the web, always available (doc 1 §6)',
  documentation: 'static pages of the web',
};

describe('the authorisation matrix table', () => {
  it('has exactly one row per contract route (a new route without a rule fails here)', () => {
    expect(Object.keys(expected).sort()).toEqual([...routeIds].sort());
  });

  it('has every feature of the capability table guard a route, or say why it is the web’s alone', () => {
    const guarded = new Set<FeatureId>();
    for (const id of routeIds)
      for (const name of routeFeatures(contract[id] as RouteDef))
        for (const context of ['client', 'lookup'] as const) {
          const feature = resolveFeature(name, context);
          if (feature) guarded.add(feature);
        }
    expect(featureIds.filter((f) => !guarded.has(f) && !(f in uiOnlyFeatures))).toEqual([]);
    // and the list stays honest: a feature that guards a route is not listed as the web's alone
    expect(Object.keys(uiOnlyFeatures).filter((f) => guarded.has(f as FeatureId))).toEqual([]);
  });
});

failWhenPostgresMissing('authorisation matrix');

// Both transports of the contract (issue 24, "one interface, two transports"): HTTP, and the in-process caller the
// embedded CLI uses (http/route-runner.ts), which must refuse exactly what HTTP refuses.
const transports = ['HTTP', 'in-process'] as const;
const runs = storeTargets.flatMap((target) =>
  transports.map((transport) => ({ target, transport, name: `${target.name}, ${transport}` })),
);

describe.each(runs)('authorisation matrix on $name', ({ target, transport }) => {
  let t: TestEngine;
  const seeded = {} as Record<Exclude<Actor, 'anonymous' | 'share'>, SeededActor>;
  let shareToken = '';

  beforeAll(async () => {
    // a real (minimal) dataset, so data routes answer as they do in production, not 503 datasetLoading
    t = await startTestEngine({
      target,
      loadSnapshot: minimalSnapshot,
    });
    seeded.full = await seedActor(t.engine, { label: 'full', plan: 'premium' });
    seeded.other = await seedActor(t.engine, { label: 'other', plan: 'premium' });
    seeded.starter = await seedActor(t.engine, { label: 'starter', plan: 'starter' });
    seeded.cap4 = await seedActor(t.engine, { label: 'cap4', plan: 'professional' });
    seeded.cap7 = await seedActor(t.engine, { label: 'cap7', plan: 'enterprise', capability: 7 });
    shareToken = await seedShareLink(t.engine, seeded.full);
  });
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
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
    const client =
      transport === 'HTTP'
        ? t.client(
            token ? { token } : {},
            actor === 'share' ? { 'x-esgkit-share-token': shareToken } : {},
            (s) => {
              status = s;
            },
          )
        : t.engine.inProcessClient({
            ...(token ? { credential: token } : {}),
            ...(actor === 'share' ? { shareToken } : {}),
          });
    try {
      await (client.call as (id: RouteId, input: unknown) => Promise<unknown>)(
        id,
        validInputFor(id, owner.ids),
      );
      // an in-process answer has no status line: a success is the 2xx the table expects (a 4xx there mismatches)
      return transport === 'HTTP' ? status : expected[id][actor] < 300 ? expected[id][actor] : 200;
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
