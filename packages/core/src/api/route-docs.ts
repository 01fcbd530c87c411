import type { z } from 'zod';
import type { Contract, RouteId } from './contract.ts';
import type { ErrorCode } from './errors.ts';

type In<S> = S extends z.ZodType ? z.input<S> : never;

/**
 * A request that the route accepts, typed by the route's own schemas: a path parameter, query or body the route
 * declares must be shown (the query may be left out: every query is optional in practice). A route that takes no
 * input has the empty example; the reference shows its call. route-docs.test.ts parses each one.
 */
export type RouteExample<D> = (D extends { params: infer P } ? { params: In<P> } : unknown) &
  (D extends { query: infer Q } ? { query?: In<Q> } : unknown) &
  (D extends { body: infer B } ? { body: In<B> } : unknown);

export interface RouteDoc<D> {
  /** What the route does and when to call it (Markdown); the contract's `summary` is the title. */
  description: string;
  example: RouteExample<D>;
  /** The route's own answers beyond those its declaration implies (openapi-errors.ts), e.g. a wrong code. */
  errors?: readonly ErrorCode[];
}

export type RouteTag = Contract[RouteId]['tag'];

/** The reference's groups: each `tag` of the contract, described. A new tag without a description does not compile. */
export const tagDocs = {
  system: 'Version and health: no login.',
  auth: 'Sign-up, sign-in, sessions and passwords (spec doc 2 §8 messages). API keys cannot sign in or out.',
  profile: 'The caller’s profile, images, company information and API keys (Customization).',
  clients: 'The advisor’s clients, their portfolios and the read-only share links.',
  lookup: 'Ad-hoc portfolios, security search and resolution, exchange rates, the PAI statement.',
  chain: 'The calculation chain: each step computes what the views read, on one data snapshot.',
  views: 'Computed results of a portfolio, one call per view of the app; share links may read them.',
  exports: 'CSV exports as short-lived signed links, and PDF reports.',
  screening: 'Company, fund and country screening, screening templates and SDG matching.',
  settings: 'Customization: default impact indicators and notification preferences.',
  billing: 'Plans, checkout, subscription, invoices and the payment provider’s webhook.',
  chat: 'The sustainability assistant.',
  library: 'The methodology: every calculation method, its formula, sources and a worked example; no login.',
} as const satisfies Record<RouteTag, string>;

const portfolioId = 'p_2f9c1e';
const clientId = 'c_8d41b0';
const holdings = {
  items: [
    { input: 'IE00B4L5Y983', weight: 60 },
    { input: 'US0378331005', weight: 35 },
  ],
  cash: 5,
};
const portfolio = {
  name: 'Balanced',
  investmentDay: '2023-01-02',
  investmentAmount: 100_000,
  portfolio: holdings,
};
const email = 'anna.rossi@example.com';
/** What checking a sent portfolio answers (engine services/portfolios/check.ts): its first issue's code. */
const portfolioErrors = [
  'securityNotFound',
  'duplicateSecurity',
  'invalidDateRange',
  'maxSecurities',
  'maxPortfolios',
] as const satisfies readonly ErrorCode[];
const weights = { environmental: 30, social: 20, governance: 20, impact: 15, products: 15 };
const onPortfolio = { params: { portfolioId } };
const page = { page: 1, order: 'desc' as const };
const screen = { regions: ['Europe'], minScores: { environmental: 60 } };

/**
 * The API reference's text for every contract route (the OpenAPI document's descriptions and examples), kept out
 * of contract.ts so the contract stays a table of shapes. `satisfies` makes a route without an entry a type error.
 */
export const routeDocs = {
  'system.version': {
    description:
      'The engine’s version. A client compares it with its own and refuses a different major version.',
    example: {},
  },
  'system.health': {
    description:
      'Whether the engine is up and its dataset served. While `loading`, data routes answer 503 `datasetLoading` and `loading` says how far the load is.',
    example: {},
  },
  'auth.signUp': {
    description: 'Creates an unconfirmed account and mails a confirmation code (see `auth.confirmEmail`).',
    errors: ['accountExists', 'invalidEmail'],
    example: { body: { email, password: 'correct horse battery', firstName: 'Anna', lastName: 'Rossi' } },
  },
  'auth.emailExists': {
    description: 'Whether an account uses this address, for the sign-up form. Rate-limited per address.',
    example: { body: { email } },
  },
  'auth.confirmEmail': {
    description:
      'Confirms the account with the code of the confirmation mail; `invalidCode` when it does not match.',
    errors: ['invalidCode'],
    example: { body: { email, code: '482913' } },
  },
  'auth.resendConfirmation': {
    description: 'Mails a new confirmation code to an unconfirmed account.',
    example: { body: { email } },
  },
  'auth.login': {
    description:
      'Signs in with email and password and answers a session token for the `Authorization: Bearer` header. Repeated failures are throttled.',
    errors: ['incorrectCredentials', 'userNotConfirmed'],
    example: { body: { email, password: 'correct horse battery' } },
  },
  'auth.logout': { description: 'Ends the session whose token signs the call.', example: {} },
  'auth.session': {
    description: 'Who the caller is: the user, the access level and the capability of the plan.',
    example: {},
  },
  'auth.forgotPassword': {
    description: 'Mails a password-reset code. Answers the same whether or not the address has an account.',
    example: { body: { email } },
  },
  'auth.resetPassword': {
    description: 'Sets a new password with the mailed reset code; other sessions end.',
    errors: ['invalidCode'],
    example: { body: { email, code: '482913', password: 'a new long passphrase' } },
  },
  'auth.deleteAccount': {
    description: 'Deletes the account with its clients, portfolios, keys and settings. Cannot be undone.',
    example: {},
  },
  'profile.get': { description: 'The caller’s name, contact details, language and image.', example: {} },
  'profile.update': {
    description: 'Changes the fields sent and leaves the others as they are.',
    example: { body: { firstName: 'Anna', cellPhone: '+39 333 1234567' } },
  },
  'profile.uploadImage': {
    description:
      'Sets the profile image from a data URL; another format is `wrongImageFormat`. SVG is sanitised.',
    errors: ['wrongImageFormat'],
    example: { body: { dataUrl: 'data:image/png;base64,iVBORw0KGgo=' } },
  },
  'profile.image': {
    description: 'The bytes of an uploaded image, for the caller or a share link of its client.',
    example: { params: { imageId: 'img_51c2' } },
  },
  'company.get': {
    description: 'The company information that brands the advisor’s reports, shared pages and mails.',
    example: {},
  },
  'company.save': {
    description: 'Replaces the company information; a field left out becomes empty.',
    example: { body: { legalName: 'Rossi Advisory S.r.l.', city: 'Milano', email: 'info@example.com' } },
  },
  'company.setLogo': {
    description: 'Sets the company logo (PNG, JPG, JPEG or SVG data URL; SVG is sanitised).',
    errors: ['wrongImageFormat'],
    example: { body: { dataUrl: 'data:image/svg+xml;base64,PHN2Zy8+' } },
  },
  'apiKeys.list': {
    description: 'The caller’s API keys with their names and dates; never their secrets.',
    example: {},
  },
  'apiKeys.create': {
    description:
      'Creates an API key and answers its secret once: store it, it cannot be shown again. Send it as `Authorization: Bearer <key>`.',
    example: { body: { name: 'Reporting script' } },
  },
  'apiKeys.revoke': {
    description: 'Revokes a key: calls signed with it answer 401 from then on.',
    example: { params: { keyId: 'k_3e7a90' } },
  },
  'clients.list': { description: 'Every client of the advisor, the demo client first.', example: {} },
  'clients.get': { description: 'A client’s details and its portfolio.', example: { params: { clientId } } },
  'portfolios.get': {
    description: 'A portfolio’s holdings and benchmark. Through a share link, without the client’s details.',
    example: onPortfolio,
  },
  'clients.create': {
    description: 'Creates a client, with a portfolio when one is sent (then run the chain on it).',
    errors: portfolioErrors,
    example: { body: { firstname: 'Marco', lastname: 'Bianchi', portfolio } },
  },
  'clients.createFromLookup': {
    description: 'Keeps a lookup portfolio as a new client’s portfolio, with the results already computed.',
    errors: ['maxPortfolios'],
    example: { body: { firstname: 'Marco', lastname: 'Bianchi', portfolioId } },
  },
  'clients.update': {
    description: 'Changes the client fields sent and leaves the others.',
    example: { params: { clientId }, body: { phone: '+39 02 1234567' } },
  },
  'clients.delete': {
    description: 'Deletes the client, its portfolio, results and share links.',
    example: { params: { clientId } },
  },
  'clients.setImage': {
    description: 'Sets the client’s picture from a PNG, JPG, JPEG or SVG data URL.',
    errors: ['wrongImageFormat'],
    example: { params: { clientId }, body: { dataUrl: 'data:image/png;base64,iVBORw0KGgo=' } },
  },
  'clients.savePortfolio': {
    description:
      'Replaces the client’s portfolio and benchmark; its results are outdated until the chain runs again.',
    errors: portfolioErrors,
    example: { params: { clientId }, body: portfolio },
  },
  'shares.create': {
    description:
      'A read-only link to one client’s results, valid the days chosen (30 by default). PAI must be calculated first.',
    errors: ['shareAvailableAfterPAI'],
    example: { params: { clientId }, body: { expiresInDays: 30 } },
  },
  'shares.revoke': {
    description: 'Revokes every share link of the client at once.',
    example: { params: { clientId } },
  },
  'shares.get': {
    description: 'What a share link shows, without login; an expired link is `sharedLinkExpired`.',
    errors: ['sharingLinkInvalid', 'sharedLinkExpired'],
    example: { params: { token: 'sh2b7d9f41c0a8e5.Jk3mQ9xT' } },
  },
  'lookups.create': {
    description: 'Saves an ad-hoc portfolio; the chain steps then compute its results.',
    errors: portfolioErrors,
    example: { body: portfolio },
  },
  'lookups.last': { description: 'The caller’s most recent lookup portfolio, to resume it.', example: {} },
  'lookups.defaults': {
    description: 'The first-investment day and amount a new lookup starts with, for the served dataset.',
    example: {},
  },
  'lookups.paiStatement': {
    description:
      'The PAI statement of a reference year: tables 1–3 averaged over the four quarter-end portfolios.',
    example: {
      body: {
        referenceYear: 2024,
        quarters: [1, 2, 3, 4].map(() => ({ investmentAmount: 100_000, portfolio: holdings })),
      },
    },
  },
  'securities.exist': {
    description: 'Resolves ISINs, tickers or ids: whether each exists, its type and its fund id.',
    example: { body: { ids: ['IE00B4L5Y983', 'AAPL'] } },
  },
  'securities.search': {
    description: 'Funds and companies whose name, ISIN or ticker matches, for the portfolio editor.',
    example: { query: { q: 'apple' } },
  },
  'securities.get': {
    description: 'A fund’s or company’s facts and sustainability scores.',
    example: { params: { securityId: 'US0378331005' } },
  },
  'fx.rate': {
    description: 'The EUR value of a currency on a date.',
    example: { query: { currency: 'USD' } },
  },
  'methods.list': {
    description:
      'Every calculation method the engine applies (PAI, taxonomy, performance, risk, scoring, matching …): formula in LaTeX, inputs, missing-data rule, source and a worked example, in en-US and it-IT. `area` narrows the list to one family.',
    example: { query: { area: 'risk' } },
  },
  'methods.example': {
    description:
      'Computes a method’s worked example with the engine’s own functions and answers it beside the documented expected value; unknown ids answer 404.',
    example: { params: { methodId: 'pai-class-a-financed-emissions' } },
  },
  'chain.providerRetrieve': {
    description: 'Chain step 1: fetches the provider data of the portfolio’s securities.',
    example: onPortfolio,
  },
  'chain.recalculate': {
    description: 'Chain step 2: looks through funds and recomputes allocations, performance, risk and ESG.',
    example: onPortfolio,
  },
  'chain.taxonomy': { description: 'Chain step: computes EU Taxonomy alignment.', example: onPortfolio },
  'chain.impact': {
    description:
      'Chain step: computes impact indicators (type 0 all, 2 the chosen ones); the saved defaults apply unless the body names indicators.',
    example: { params: { portfolioId }, body: { indicators: ['co2_avoided'] } },
  },
  'chain.pai': {
    description: 'Runs one step of a PAI set’s calculation; call the steps in order up to `lastStep`.',
    example: { params: { portfolioId, set: 1, step: 1 } },
  },
  'chain.setPaiDate': {
    description: 'Records that PAI was calculated now; share links need it.',
    example: onPortfolio,
  },
  'chain.start': {
    description:
      'Runs the portfolio’s chain — the client test’s steps, then PAI’s (PAI only for a caller who may see it); with `from: "pai"`, PAI’s alone (403 for a caller who may not see PAI) — as a job and answers at once with `202 Accepted`: poll `chain.job`. While a chain of this version of the portfolio that runs the same steps is queued or running, a second start (on any engine) answers the same job, and a PAI start joins a whole chain with PAI, which runs PAI too; a start is never answered with a job that skips a step it asked for (a whole-chain start while PAI runs alone is a new job).',
    errors: ['notEnoughCapability'],
    example: { params: { portfolioId }, body: { from: 'pai' } },
  },
  'chain.job': {
    description:
      'A chain job’s state (`queued`, `running`, `completed`, `failed` with the message key and the step that failed), its progress and the last step done; for whoever may open the portfolio.',
    errors: ['notFound'],
    example: { params: { portfolioId, jobId: '0b7c1f9e-3d2a-4c55-9a61-5f0e2d8b7a14' } },
  },
  'views.aggregates': {
    description: 'The portfolio summary and its distributions by asset, country, currency, sector and SDG.',
    example: onPortfolio,
  },
  'views.holdings': {
    description: 'Holdings, 20 a page, sorted and filtered.',
    example: { ...onPortfolio, query: page },
  },
  'views.countryAllocation': { description: 'The weight in each country.', example: onPortfolio },
  'views.performance': {
    description: 'Cumulative, rolling and trailing returns of the portfolio and its benchmark.',
    example: onPortfolio,
  },
  'views.dailyPerformance': {
    description: 'Daily values of portfolio and benchmark between two dates.',
    example: { ...onPortfolio, query: { from: '2024-01-02', to: '2024-06-28' } },
  },
  'views.risk': {
    description:
      'Volatility, Sharpe, drawdown and the other risk measures over the standard periods or a range.',
    example: onPortfolio,
  },
  'views.esg': {
    description: 'E, S and G scores by company and indicator, with totals.',
    example: onPortfolio,
  },
  'views.sustainability': {
    description:
      'The five-pillar sustainability score (doc 2 §3) weighted by the advisor’s scoring profile, with the profile version used.',
    example: onPortfolio,
  },
  'views.esgCountries': {
    description: 'Country ESG scores of the sovereign exposure.',
    example: onPortfolio,
  },
  'views.products': { description: 'Product categories and the top products.', example: onPortfolio },
  'views.impactSummary': { description: 'Impact indicators by category.', example: onPortfolio },
  'views.impactDetail': { description: 'Impact metrics by company, a page at a time.', example: onPortfolio },
  'views.controversySummary': {
    description: 'For each controversy and exclusion indicator, the weight in each traffic light.',
    example: onPortfolio,
  },
  'views.controversies': {
    description: 'Controversy and exclusion involvement by company, as traffic lights.',
    example: onPortfolio,
  },
  'views.exclusionsWatchList': {
    description: 'The companies on the exclusions watch list.',
    example: onPortfolio,
  },
  'views.redCompanies': {
    description: 'The red companies by weight and by indicator.',
    example: onPortfolio,
  },
  'views.taxonomy': { description: 'EU Taxonomy alignment by company.', example: onPortfolio },
  'views.taxonomySummary': {
    description: 'EU Taxonomy alignment of the portfolio and its benchmark by objective.',
    example: onPortfolio,
  },
  'views.pai': {
    description: 'SFDR principal adverse impact table 1, 2 or 3 (`set`).',
    example: { params: { portfolioId, set: 1 } },
  },
  'views.paiDetail': {
    description: 'One PAI table’s indicators by company.',
    example: { params: { portfolioId, set: 1 } },
  },
  'explain.figure': {
    description:
      'The trace of one figure of the views (`figure`: `pai2`, `pai:t1_2:covered`, `sharpe:y3`, `esg.total` …): the method and its version, the snapshot and fiscal year, each holding’s term with its inputs, the excluded holdings and why, and the steps that recompute the figure. The `top` largest terms (25 by default, at most 1,000) and exclusions are listed, the rest folded into one “Other holdings” row (one per reason for exclusions) keeping Σ term, weight and value, so the figure still recomputes; every row is in `explain.figureCsv`. A figure whose steps read every row (the risk figures’ days) is answered whole. Answered to whoever may read the view the figure belongs to; limited data folds the holdings the limited view does not list into one row.',
    example: { params: { portfolioId }, query: { figure: 'pai2', top: 25 } },
  },
  'explain.figureCsv': {
    description:
      'Every term of a figure’s trace as CSV (`figure` as `explain.figure`): one row per term with its weight, value, funds, inputs and term, then one row per excluded holding with why, so the term column adds up to an additive figure. Same access and limited folding as `explain.figure`; `format` is the spreadsheet (the locale’s when not given).',
    example: { params: { portfolioId }, query: { figure: 'pai2', format: 'rfc4180' } },
  },
  'explain.figures': {
    description:
      'The figures of the portfolio’s views the caller may explain (each a `figure` for `explain.figure`), with the view’s area, the value it shows and whether the caller’s view is limited. A figure of a view the caller may not open, or whose data is not there yet (PAI being calculated, no prices), is not listed.',
    example: { params: { portfolioId } },
  },
  'exports.csv': {
    description: 'A signed link to one section as CSV; open it with `exports.download` before it expires.',
    example: { params: { portfolioId, section: 'holdings' } },
  },
  'exports.report': {
    description:
      'Renders the PDF report with the chosen sections (all when none are chosen), branded with the company. `derivations: true` adds the "Derivations" appendix: each shown figure\'s method, version and top contributors.',
    errors: ['pdfError', 'pdfTimeout', 'busy'],
    example: { params: { portfolioId }, body: { locale: 'en-US' } },
  },
  'exports.reportJob': {
    description:
      'Starts the PDF report as a job and answers at once with `202 Accepted` and the job: poll `exports.job` until it is `ready`, then download it with `exports.jobPdf`. Same body and access as `exports.report`.',
    example: { params: { portfolioId }, body: { locale: 'en-US' } },
  },
  'exports.job': {
    description:
      'A PDF job’s state (`queued`, `rendering` with its progress, `ready`, `failed` with the message key) for the user or share link that started it; anyone else gets 404.',
    errors: ['notFound'],
    example: { params: { jobId: '0b7c1f9e-3d2a-4c55-9a61-5f0e2d8b7a14' } },
  },
  'exports.jobs': {
    description:
      'The states of up to 500 PDF jobs in one request, in the order asked, each as `exports.job` answers it; a job that is unknown, expired or not the caller’s is left out of the list (nothing is disclosed about it). A batch that follows many jobs asks in chunks of 500.',
    example: {
      body: {
        jobIds: ['0b7c1f9e-3d2a-4c55-9a61-5f0e2d8b7a14', '5e2a8c31-7f4b-4d19-b0c6-2a9d1e7f3b58'],
      },
    },
  },
  'exports.jobPdf': {
    description:
      'The PDF of a `ready` job, for the user or share link that started it, until the job expires.',
    errors: ['notFound'],
    example: { params: { jobId: '0b7c1f9e-3d2a-4c55-9a61-5f0e2d8b7a14' } },
  },
  'exports.screeningCsv': {
    description: 'A signed link to a screen’s results as CSV, in the table’s sort and find.',
    example: { params: { kind: 'company' }, body: screen },
  },
  'exports.screeningPdf': {
    description: 'A one-page PDF of a screen: its criteria in words, the first rows and the total.',
    errors: ['pdfError', 'pdfTimeout', 'busy'],
    example: { params: { kind: 'company' }, body: screen },
  },
  'exports.screeningPdfJob': {
    description:
      'Starts a screen’s one-page PDF as a job and answers at once with `202 Accepted` and the job: poll `exports.job` until it is `ready`, then download it with `exports.jobPdf`. Same query, body and access as `exports.screeningPdf`.',
    example: { params: { kind: 'company' }, body: screen },
  },
  'exports.download': {
    description: 'The CSV behind a signed link, without login; the link expires.',
    example: { params: { token: 'dl91ce04b7f3a2d6.Qm2vL8sR' } },
  },
  'exports.csvJob': {
    description:
      'Builds the CSV behind a signed link as a job and answers at once with `202 Accepted` and the job (the same job while one for this link is queued or building): poll `exports.csvJobStatus` until it is `ready`, then download it with `exports.csvJobFile`. Answers 404 and 410 as `exports.download` does.',
    errors: ['notFound', 'sharedLinkExpired'],
    example: { params: { token: 'dl91ce04b7f3a2d6.Qm2vL8sR' } },
  },
  'exports.csvJobStatus': {
    description:
      'A CSV job’s state (`queued`, `rendering`, `ready`, `failed` with the message key) through the link that started it; any other link gets 404.',
    errors: ['notFound', 'sharedLinkExpired'],
    example: {
      params: { token: 'dl91ce04b7f3a2d6.Qm2vL8sR', jobId: '0b7c1f9e-3d2a-4c55-9a61-5f0e2d8b7a14' },
    },
  },
  'exports.csvJobFile': {
    description:
      'The CSV of a `ready` job, through the link that started it while the link and its grant hold (the grant is checked again, as `exports.download` does).',
    errors: ['notFound', 'sharedLinkExpired'],
    example: {
      params: { token: 'dl91ce04b7f3a2d6.Qm2vL8sR', jobId: '0b7c1f9e-3d2a-4c55-9a61-5f0e2d8b7a14' },
    },
  },
  'screening.companyFilters': { description: 'The values company screening can filter on.', example: {} },
  'screening.company': {
    description: 'Companies that pass the criteria, a page at a time.',
    example: { body: screen },
  },
  'screening.countryFilters': { description: 'The values country screening can filter on.', example: {} },
  'screening.country': {
    description: 'Countries that pass the criteria.',
    example: { body: { regions: ['Europe'], exclusionTypes: [] } },
  },
  'screening.fundFilters': { description: 'The values fund screening can filter on.', example: {} },
  'screening.fund': {
    description: 'Funds that pass the criteria, a page at a time.',
    example: { body: { sfdrArticles: [9], maxTerPct: 0.5 } },
  },
  'templates.list': { description: 'The caller’s saved screening templates.', example: {} },
  'templates.create': {
    description: 'Saves screening criteria, or a list of securities, as a named template.',
    example: { body: { name: 'EU leaders', kind: 'company', filters: screen, securities: [] } },
  },
  'templates.update': {
    description: 'Changes the template fields sent.',
    example: { params: { templateId: 't_6a0f' }, body: { name: 'EU leaders 2025' } },
  },
  'templates.delete': {
    description: 'Deletes a screening template.',
    example: { params: { templateId: 't_6a0f' } },
  },
  'templates.uploadCsv': {
    description: 'Fills a template with the ISINs or tickers of a CSV; unknown rows are `csvContentError`.',
    errors: ['csvFormatError', 'csvContentError'],
    example: { params: { templateId: 't_6a0f' }, body: { csv: 'isin\nIE00B4L5Y983\n' } },
  },
  'matching.run': {
    description:
      'Proposes funds matching the chosen SDGs and risk level, with weights and reasons, and the near misses.',
    example: {
      body: {
        sdgs: [6, 7, 13],
        riskLevel: 3,
        goals: { purpose: 'retirement', horizonYears: 10, initialAmountEur: 50_000 },
      },
    },
  },
  'exports.matchingCsv': {
    description:
      'A signed link to a match as CSV: proposed funds with weights and why, then the near misses.',
    example: {
      body: {
        sdgs: [6, 7, 13],
        riskLevel: 3,
        goals: { purpose: 'retirement', horizonYears: 10, initialAmountEur: 50_000 },
      },
    },
  },
  'scoring.get': {
    description: 'The weights of the five pillars the sustainability score uses, and the profile version.',
    example: {},
  },
  'scoring.save': {
    description:
      'Saves the weights (adding up to 100) as the next profile version; the advisor’s scores are recomputed on the next view.',
    example: { body: weights },
  },
  'scoring.preview': {
    description: 'The sample portfolio’s sustainability score with these weights, without saving them.',
    example: { body: weights },
  },
  'scoring.export': {
    description: 'The scoring profile as a YAML or JSON file, to keep the methodology in version control.',
    example: { query: { format: 'yaml' } },
  },
  'scoring.import': {
    description: 'Saves a weights file as the next profile version; a bad file names the field and the line.',
    example: {
      body: { text: 'environmental: 30\nsocial: 20\ngovernance: 20\nimpact: 15\nproducts: 15\n' },
    },
  },
  'settings.impactCatalogue': {
    description: 'Every impact indicator that can be a default, by category.',
    example: {},
  },
  'settings.impact': {
    description: 'The caller’s default impact indicators, applied by the chains’ impact steps.',
    example: {},
  },
  'settings.saveImpact': {
    description: 'Saves the default impact indicators (at most 30, spec doc 1 §5).',
    example: {
      body: { settings: [{ category: 'climate', indicators: [{ code: 'co2_avoided', isSelected: true }] }] },
    },
  },
  'settings.notifications': {
    description:
      'Which notices the caller receives by mail: per event on or off, and how often each digest goes out (daily or weekly).',
    example: {},
  },
  'settings.saveNotifications': {
    description:
      'Turns each notice on or off and sets each digest’s frequency; a field left out keeps its saved value.',
    example: {
      body: {
        paiCompleted: true,
        portfolioOutdated: true,
        weeklyDigest: false,
        shareExpiring: true,
        billingProblem: true,
        frequency: { portfolioOutdated: 'weekly', shareExpiring: 'daily', billingProblem: 'daily' },
      },
    },
  },
  'billing.plans': {
    description: 'The plans with their prices, and the caller’s subscription status.',
    example: {},
  },
  'billing.session': {
    description: 'Starts a checkout with the payment provider and answers its URL.',
    example: { body: { plan: 'professional', period: 'year', acceptTerms: true } },
  },
  'billing.order': {
    description: 'Prices, discounts and VAT of a checkout for the caller, before paying.',
    example: { query: { plan: 'professional', period: 'year' } },
  },
  'billing.coupon': {
    description: 'Whether a coupon code is valid and what it takes off.',
    errors: ['incorrectCoupon'],
    example: { body: { code: 'WELCOME10' } },
  },
  'billing.customer': { description: 'The caller’s subscription and billing details.', example: {} },
  'billing.updateCustomer': {
    description: 'Changes the VAT number or legal name on invoices.',
    example: { body: { vat: 'IT01234567890' } },
  },
  'billing.cancel': { description: 'Cancels the subscription at the end of the paid period.', example: {} },
  'billing.portal': { description: 'A link to the payment provider’s customer portal.', example: {} },
  'billing.invoices': { description: 'The caller’s invoices, newest first.', example: {} },
  'billing.webhook': {
    description:
      'The payment provider’s signed events; each is processed once. Without a valid signature: 400.',
    errors: ['invalidWebhookSignature'],
    example: { body: { id: 'evt_1', type: 'invoice.paid', data: { object: {} } } },
  },
  'chat.ask': {
    description: 'Asks the sustainability assistant; the answer may carry a chart.',
    example: { body: { question: 'Which holdings have the highest CO2 emissions?', plan: 'premium' } },
  },
  'chat.history': { description: 'The caller’s questions and answers.', example: {} },
  'chat.status': { description: 'Whether the assistant is available now.', example: {} },
  'chat.settings': {
    description: 'Whether the chat shows its default questions, as the caller last chose (shown until then).',
    example: {},
  },
  'chat.saveSettings': {
    description: 'Remembers whether the chat shows its default questions.',
    example: { body: { showDefaultQuestions: false } },
  },
} as const satisfies { [K in RouteId]: RouteDoc<Contract[K]> };
