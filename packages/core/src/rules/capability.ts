import type { ErrorCode } from '../api/errors.ts';
import {
  CHAT_DISABLED_CAPABILITIES,
  COMPANY_SCREENING_MIN_CAPABILITY,
  DEFAULT_ACCESS_LEVEL,
  FULL_ACCESS_LEVEL,
  FUND_SCREENING_MIN_CAPABILITY,
  LIMITED_CAPABILITY,
  MATCHING_CAPABILITY,
  SHARING_CAPABILITY,
} from './constants.ts';

/**
 * What one feature (a screen, a view or a group of routes) requires. Rows are complete: where the spec gives a
 * parent rule and a child rule, the row holds both (the stricter wins), and `note` says so.
 */
export interface FeatureRule {
  /** The side-menu area the feature belongs to. */
  area: 'dataHub' | 'portfolioHub' | 'customization' | 'profile' | 'library' | 'documentation' | 'chat';
  /** Lowest capability that may use it; 0 = none needed. */
  minCapability: number;
  /** Capabilities refused whatever their value. */
  blockedCapabilities: readonly number[];
  /** Where a blocked capability is sent instead of seeing the no-access message. */
  blockedRedirect?: 'accountInfo';
  /** Full-access accounts are exempt from the block (see docs/rules.md, "Billing and Plan"). */
  blockedExceptFullAccess?: boolean;
  /** Locked without full access (access level 100): the Starter locks. */
  requiresFullAccess: boolean;
  /** Capability 7 gets limited data here (the call sends limited=true). */
  limited: boolean;
  /** Reachable in sharing mode (a share link, no login, capability 4). */
  shared: boolean;
  /** Where the rule comes from. */
  specRef: string;
  note?: string;
}

const dataHub = { area: 'dataHub', requiresFullAccess: true, shared: false } as const;
const lookupView = (minCapability: number, extra: Partial<FeatureRule> = {}): FeatureRule => ({
  ...dataHub,
  minCapability,
  blockedCapabilities: [],
  limited: false,
  specRef: 'doc 1 §6 Lookup performance',
  ...extra,
});
// spec doc 1 §6: "Lookup portfolio: blocked below 2 and for 6; summary 1, other views 2".
const lookupPortfolioView = (extra: Partial<FeatureRule> = {}): FeatureRule =>
  lookupView(2, { blockedCapabilities: [6], specRef: 'doc 1 §6 Lookup portfolio', ...extra });
const clientView = (extra: Partial<FeatureRule> = {}): FeatureRule => ({
  area: 'portfolioHub',
  minCapability: 0,
  blockedCapabilities: [],
  requiresFullAccess: true,
  limited: false,
  shared: true,
  specRef: 'doc 1 §2 shareClient; doc 1 §6 Client pages',
  ...extra,
});
// spec doc 1 §6: "product, SFDR PAI, EU taxonomy, financial blocked for 7 and below 4".
const clientGated = (extra: Partial<FeatureRule> = {}): FeatureRule =>
  clientView({ minCapability: 4, blockedCapabilities: [LIMITED_CAPABILITY], ...extra });
const open = (area: FeatureRule['area'], specRef: string, extra: Partial<FeatureRule> = {}): FeatureRule => ({
  area,
  minCapability: 0,
  blockedCapabilities: [],
  requiresFullAccess: false,
  limited: false,
  shared: false,
  specRef,
  ...extra,
});
const customization = (specRef: string): FeatureRule => ({
  ...open('customization', specRef),
  requiresFullAccess: true,
});

/**
 * The permission table (spec doc 1 §6, doc 2 §6, docs/rules.md): feature id → rule. The web app
 * gates routes and menus with it and the engine guards routes with it; `canAccess` is the one reader.
 */
export const capabilityTable = {
  // ── Data Hub (doc 1 §6: Starter locks it; "Data Hub minimums: lookup 1, fund screening 3, company and country 4")
  dataHub: {
    ...lookupView(0),
    specRef: 'doc 1 §6 Starter plan',
    note: 'the menu entry; its children carry the minimums',
  },
  lookup: lookupView(1, { specRef: 'doc 1 §6 "Lookup needs at least 1"' }),
  'lookup.performance.summary': lookupView(1),
  'lookup.performance.esg': lookupView(2, { limited: true }),
  'lookup.performance.controversy': lookupView(2),
  'lookup.performance.controversyDetail': lookupView(2, { note: 'as the controversy summary' }),
  'lookup.performance.financial': lookupView(2),
  'lookup.performance.impact': lookupView(3, { limited: true }),
  'lookup.performance.impactDetail': lookupView(3, { note: 'as the impact summary' }),
  'lookup.performance.product': lookupView(4),
  'lookup.performance.sfdrPai': lookupView(4),
  'lookup.performance.sfdrPaiDetail': lookupView(4, { note: 'as the SFDR PAI summary' }),
  'lookup.performance.euTaxonomy': lookupView(4),
  'lookup.portfolio.summary': lookupPortfolioView({
    note: 'the view asks 1, the Lookup portfolio parent blocks below 2: both hold, so 2',
  }),
  'lookup.portfolio.holdings': lookupPortfolioView({ limited: true }),
  'lookup.portfolio.assets': lookupPortfolioView(),
  'lookup.portfolio.country': lookupPortfolioView(),
  'lookup.portfolio.currency': lookupPortfolioView(),
  'lookup.portfolio.sector': lookupPortfolioView(),
  'lookup.portfolio.sdgs': lookupPortfolioView(),
  screening: {
    ...lookupView(FUND_SCREENING_MIN_CAPABILITY, { blockedCapabilities: [6] }),
    specRef: 'doc 1 §6 Screening parent',
    note: 'the parent "blocks levels 0 to 3 and 6"; its lower block follows the fund minimum so fund screening at 3 is reachable',
  },
  'screening.fund': {
    ...lookupView(FUND_SCREENING_MIN_CAPABILITY, { blockedCapabilities: [6] }),
    specRef: 'doc 1 §6, doc 2 §6 Data Hub minimums',
    note: '3 (the other reading: 4); blocked for 6 by the parent',
  },
  'screening.company': {
    ...lookupView(COMPANY_SCREENING_MIN_CAPABILITY, { blockedCapabilities: [6, LIMITED_CAPABILITY] }),
    specRef: 'doc 1 §6 Screening; doc 2 §6 Data Hub minimums',
  },
  'screening.country': {
    ...lookupView(COMPANY_SCREENING_MIN_CAPABILITY, { blockedCapabilities: [6, LIMITED_CAPABILITY] }),
    specRef: 'doc 1 §6 Screening; doc 2 §6 Data Hub minimums',
  },
  matching: {
    ...lookupView(MATCHING_CAPABILITY),
    specRef: 'doc 1 §6 "Matching: level 100 only"',
    note: 'shown disabled for capability 100 without full access; its results mirror the lookup views',
  },

  // ── Portfolio Hub (doc 1 §6: Starter locks it; advisors create and delete clients)
  portfolioHub: {
    ...clientView({ shared: false }),
    specRef: 'doc 1 §6 Starter plan; "Advisors create and delete clients"',
  },
  'client.information': clientView({ shared: false, specRef: 'doc 1 §2 client/{id}' }),
  'client.share': clientView({
    shared: false,
    specRef: 'doc 1 §2 Share Client',
    note: 'also needs PAI (rule sharing.requiresPai)',
  }),
  'client.performance.summary': clientView(),
  'client.performance.esg': clientView({ limited: true }),
  'client.performance.product': clientGated(),
  'client.performance.impact': clientView({ limited: true }),
  'client.performance.impactDetail': clientView({ blockedCapabilities: [LIMITED_CAPABILITY] }),
  'client.performance.controversy': clientView(),
  'client.performance.controversyDetail': clientView({ blockedCapabilities: [LIMITED_CAPABILITY] }),
  'client.performance.sfdrPai': clientGated(),
  'client.performance.sfdrPaiDetail': clientGated({ note: 'as the SFDR PAI summary' }),
  'client.performance.euTaxonomy': clientGated(),
  'client.performance.financial': clientGated(),
  'client.portfolio.summary': clientView(),
  'client.portfolio.holdings': clientView({ limited: true }),
  'client.portfolio.assets': clientView(),
  'client.portfolio.country': clientView(),
  'client.portfolio.currency': clientView(),
  'client.portfolio.sector': clientView(),
  'client.portfolio.sdgs': clientView(),
  'report.pdf': clientView({
    specRef: 'doc 1 §2 PDF export dialog',
    note: 'lookup and client reports; a share link may export',
  }),

  // ── Customization (doc 1 §6: Starter locks it and its submenus)
  customization: customization('doc 1 §6 Starter plan'),
  'customization.companyInfo': customization('doc 1 §6 Starter plan'),
  'customization.api': customization('doc 1 §6 Starter plan'),
  'customization.scoring': customization('doc 1 §6 Starter plan'),
  'customization.impact': customization('doc 1 §6 Starter plan'),
  'customization.notifications': customization('doc 1 §6 Starter plan'),

  // ── Profile (doc 1 §6: "Billing and Plan redirect levels 4 and 5 to Account Info")
  accountInfo: open('profile', 'doc 1 §2 profile'),
  plan: open('profile', 'doc 1 §6 Billing and Plan', {
    blockedCapabilities: [4, 5],
    blockedRedirect: 'accountInfo',
    blockedExceptFullAccess: true,
    note: 'capabilities 4 and 5 go to Account Info, unless they hold full access (a paying Professional)',
  }),
  billing: open('profile', 'doc 1 §6 Billing and Plan', {
    blockedCapabilities: [4, 5],
    blockedRedirect: 'accountInfo',
    blockedExceptFullAccess: true,
    note: 'as Plan; checkout sits under Billing',
  }),

  // ── Always there
  library: open('library', 'doc 1 §6 "Library always available"'),
  documentation: open('documentation', 'doc 1 §2 documentation'),
  chat: open('chat', 'doc 1 §6, doc 2 §6 "Chat is disabled for capability 8 or 9"', {
    blockedCapabilities: CHAT_DISABLED_CAPABILITIES,
    note: 'open on Starter, whose answers may carry the upgrade flag 1',
  }),
} as const satisfies Record<string, FeatureRule>;

export type FeatureId = keyof typeof capabilityTable;
export const featureIds = Object.keys(capabilityTable) as FeatureId[];

export const isFeatureId = (value: unknown): value is FeatureId =>
  typeof value === 'string' && Object.hasOwn(capabilityTable, value);

/** The performance and portfolio views a lookup, a client and a share link all show (doc 1 §2). */
export const viewNames = [
  'performance.summary',
  'performance.esg',
  'performance.product',
  'performance.impact',
  'performance.impactDetail',
  'performance.controversy',
  'performance.controversyDetail',
  'performance.sfdrPai',
  'performance.sfdrPaiDetail',
  'performance.euTaxonomy',
  'performance.financial',
  'portfolio.summary',
  'portfolio.holdings',
  'portfolio.assets',
  'portfolio.country',
  'portfolio.currency',
  'portfolio.sector',
  'portfolio.sdgs',
] as const;
export type ViewName = (typeof viewNames)[number];

export const isViewName = (value: unknown): value is ViewName =>
  typeof value === 'string' && (viewNames as readonly string[]).includes(value);

/** Whose portfolio a view shows: a lookup's, a client's (also through a share link), or a matching result's. */
export type ViewContext = 'lookup' | 'client' | 'matching';

/**
 * The feature that gates a view in a context. One route serves a view for lookups and clients, and the spec
 * gates them differently (doc 1 §6), so the engine resolves the route's view name with the portfolio's owner.
 * Matching results mirror the lookup views behind Matching's own rule.
 */
export const viewFeature = (context: ViewContext, view: ViewName): FeatureId =>
  context === 'matching' ? 'matching' : (`${context}.${view}` as FeatureId);

/** A contract route's `feature` as a table feature: a feature id as is, a view name resolved in its context. */
export const resolveFeature = (feature: string, context: ViewContext): FeatureId | undefined => {
  if (isFeatureId(feature)) return feature;
  if (isViewName(feature)) return viewFeature(context, feature);
  return undefined;
};

/** Who asks. `accessLevel` and `userCapability` as stored in the profile (or from the share link). */
export interface AccessUser {
  accessLevel: number;
  /** Negative while the profile is not loaded yet (doc 1 §6: placeholders show). */
  userCapability: number;
  /** A share-link visitor: capability 4, shared features only (doc 1 §4). */
  isSharing?: boolean;
  /** The demo portfolio bypasses capability checks (doc 1 §3). */
  isDemoPortfolio?: boolean;
}

export type AccessDenialReason = 'locked' | 'notEnoughCapability' | 'blocked' | 'notLoaded';

export type AccessDecision =
  | { allowed: true; limited: boolean }
  | {
      allowed: false;
      reason: AccessDenialReason;
      /** Where to send the user; absent = stay and show the message. */
      redirect?: 'plan' | 'accountInfo' | 'login';
      /** The error code (and message key) to answer with; absent while the profile is loading. */
      code?: ErrorCode;
    };

/** Full access means access level 100 (doc 1 §6, doc 2 §6). */
export const hasFullAccess = (accessLevel: number): boolean => accessLevel >= FULL_ACCESS_LEVEL;

/** The stored access level from the identity attribute; 4 when absent or unreadable (doc 1 §4). */
export const resolveAccessLevel = (attribute: string | number | null | undefined): number => {
  if (attribute === null || attribute === undefined || attribute === '') return DEFAULT_ACCESS_LEVEL;
  const level = typeof attribute === 'number' ? attribute : Number(attribute);
  return Number.isInteger(level) ? level : DEFAULT_ACCESS_LEVEL;
};

/** The capability rules are checked with: 4 in sharing mode (doc 1 §4, doc 2 §4), else the profile's. */
export const effectiveCapability = (user: Pick<AccessUser, 'userCapability' | 'isSharing'>): number =>
  user.isSharing ? SHARING_CAPABILITY : user.userCapability;

/** Logged in means a profile with a user id is loaded (doc 1 §6: "the profile has a CognitoId"). */
export const isLoggedIn = (profile: { id?: string | null } | null | undefined): boolean =>
  typeof profile?.id === 'string' && profile.id !== '';

/**
 * May this user use this feature? Checks, in order: sharing mode (shared features only, capability 4), the profile
 * being loaded, the Starter lock (full access), then, unless the portfolio is the demo, blocked capabilities and
 * the minimum. `limited` is true where capability 7 gets limited data.
 *
 * @example canAccess({ accessLevel: 100, userCapability: 2 }, 'lookup.performance.impact') // { allowed: false, reason: 'notEnoughCapability', code: 'notEnoughCapability' }
 */
export const canAccess = (user: AccessUser, feature: FeatureId): AccessDecision => {
  const rule: FeatureRule = capabilityTable[feature];
  if (user.isSharing && !rule.shared)
    return { allowed: false, reason: 'blocked', redirect: 'login', code: 'noAccessToFeature' };
  const capability = effectiveCapability(user);
  const gated = rule.requiresFullAccess || rule.minCapability > 0 || rule.blockedCapabilities.length > 0;
  if (capability < 0)
    return gated ? { allowed: false, reason: 'notLoaded' } : { allowed: true, limited: false };
  // doc 1 §6: "Users below a screen's level are redirected to the Plan page" (level = stored access level).
  if (rule.requiresFullAccess && !hasFullAccess(user.accessLevel)) {
    return { allowed: false, reason: 'locked', redirect: 'plan', code: 'noAccessToFeature' };
  }
  if (user.isDemoPortfolio) return { allowed: true, limited: false };
  if (
    rule.blockedCapabilities.includes(capability) &&
    !(rule.blockedExceptFullAccess && hasFullAccess(user.accessLevel))
  ) {
    return {
      allowed: false,
      reason: 'blocked',
      ...(rule.blockedRedirect ? { redirect: rule.blockedRedirect } : {}),
      code: 'notEnoughCapability',
    };
  }
  // doc 1 §6: "A missing capability shows that the account has no access to the feature, with an upgrade link."
  if (capability < rule.minCapability)
    return { allowed: false, reason: 'notEnoughCapability', code: 'notEnoughCapability' };
  return { allowed: true, limited: rule.limited && capability === LIMITED_CAPABILITY };
};
