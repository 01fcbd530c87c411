import { couponOutcome as billingCouponOutcome } from '../../billing/coupons.ts';
import {
  accessFor,
  isCancelledStatus,
  statusCodeOf,
  subscriptionTransition,
} from '../../billing/subscription.ts';
import type { RuleEntry } from '../../rules/registry.ts';
import { alertDismissDelayMs, alertStackReducer } from './alerts.ts';
import { chatReplyOutcome } from './chat.ts';
import { shareFlow } from './share-flow.ts';
import { isPaiOutdated, isPortfolioStale } from './staleness.ts';
import { couponOutcomeMessage, subscriptionStatus } from './subscription.ts';
import { templateUploadOutcome } from './template-upload.ts';
import { isVersionMismatch } from './version.ts';
import { mergeHoldingsPage, screeningOutcome } from './views.ts';

/** The pure state rules of doc 1 §4 and doc 2 §4; docs/rules.md has a row per entry. */
export const stateRules: readonly RuleEntry[] = [
  {
    id: 'subscription.status',
    specRef: 'doc 1 §4; doc 2 §4',
    messageKeys: [],
    fns: [statusCodeOf, isCancelledStatus, subscriptionStatus],
  },
  {
    id: 'subscription.transitions',
    specRef: 'doc 1 §4; doc 2 §4',
    messageKeys: [],
    fns: [subscriptionTransition, accessFor],
  },
  {
    id: 'coupon.outcome',
    specRef: 'doc 1 §4; doc 2 §4',
    messageKeys: ['incorrectCoupon', 'anErrorHasOccurred'],
    fns: [couponOutcomeMessage, billingCouponOutcome],
  },
  {
    id: 'template.uploadOutcome',
    specRef: 'doc 1 §4; doc 2 §4',
    messageKeys: [
      'csvNoFunds',
      'csvNoCompanies',
      'csvMixedWithCompanies',
      'csvMixedWithFunds',
      'csvSavedToTemplate',
    ],
    fns: [templateUploadOutcome],
  },
  {
    id: 'share.flow',
    specRef: 'doc 1 §4; doc 2 §4',
    messageKeys: ['shareAvailableAfterPAI', 'calculationCompleteShare'],
    fns: [shareFlow],
  },
  {
    id: 'alerts.stacking',
    specRef: 'doc 1 §4; doc 2 §4, §9',
    messageKeys: [],
    fns: [alertStackReducer, alertDismissDelayMs],
  },
  { id: 'pai.outdated', specRef: 'doc 1 §4, §9; doc 2 §4, §9', messageKeys: [], fns: [isPaiOutdated] },
  { id: 'portfolio.stale', specRef: 'doc 1 §4, §9; doc 2 §9', messageKeys: [], fns: [isPortfolioStale] },
  {
    id: 'chat.flags',
    specRef: 'doc 1 §4; doc 2 §4, §6',
    messageKeys: [
      'chatNotInStarter',
      'chatCompanyUnknown',
      'chatIndicatorUnknown',
      'chatNotUnderstood',
      'chatTooManyIndicators',
      'chatError',
    ],
    fns: [chatReplyOutcome],
  },
  {
    id: 'version.mismatch',
    specRef: 'doc 1 §4; doc 2 §4',
    messageKeys: ['versionMissmatch'],
    fns: [isVersionMismatch],
  },
  { id: 'holdings.appendPages', specRef: 'doc 1 §4', messageKeys: [], fns: [mergeHoldingsPage] },
  {
    id: 'screening.emptyResult',
    specRef: 'doc 1 §4',
    messageKeys: ['noResultsScreening'],
    fns: [screeningOutcome],
  },
];
