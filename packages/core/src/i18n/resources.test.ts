import { describe, expect, it } from 'vitest';
import { errorCodes } from '../api/errors.ts';
import { stateMessageKeys } from '../chain/states/message-keys.ts';
import { noDataMarker } from '../format/no-data.ts';
import { ruleMessageKeys } from '../rules/message-keys.ts';
import { pdfSections } from '../schemas/ui-state.ts';
import { enUS } from './en-us.ts';
import { itIT } from './it-it.ts';
import { isMessageKey } from './resources.ts';

/** Every leaf of a resource tree as [dotted key, text]. */
const leaves = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value as object, `${prefix}${key}.`),
  );

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

const en = new Map(leaves(enUS));
const it_ = new Map(leaves(itIT));

// Codes and names that Italian writes as English does. Anything else equal to en-US is an untranslated string.
const sameInBothLanguages = new Set([
  // the chat ranking's country filter: 'in Italy' / 'in Italia' (issue 29)
  ' in {{country}}',
  'API',
  'Benchmark',
  'Data Hub',
  // explain's input labels (web.explain.inputNames): an acronym and the regression's products are written alike
  'EVIC (EUR)',
  // the company info's social networks are brand names; Italian writes "E-mail" and "Logo" too (issue 28)
  'E-mail',
  'ESG',
  'Enterprise',
  'Facebook',
  // the sustainability score's pillar: Italian finance writes "governance" (issue 28, Scoring)
  'Governance',
  // the Italian finance names of these measures (Borsa Italiana, Assogestioni) are the English ones
  'Information ratio',
  'Instagram',
  'LinkedIn',
  'Logo',
  'Matching',
  // the Italian for "No" is "No"
  'No',
  'Portfolio Hub',
  'Premium',
  'Professional',
  'SFDR PAI',
  'Screening',
  'Starter',
  'Tracking error',
  'x · y',
  'x²',
  'y²',
  'X (Twitter)',
]);

// Spec doc 2 §8 names these messages itself; the misspellings are the spec's.
const specMessageKeys = [
  'sessionExpired',
  'anErrorHasOccurred',
  'noResultsScreening',
  'errorCSV',
  'shareAvailableAfterPAI',
  'calculationCompleteShare',
  'versionMissmatch',
  'wrongImageFormat',
  'changesSaved',
  'cliendCreated',
  'clientDeleted',
];

describe('the en-US and it-IT resources', () => {
  it('have exactly the same keys, at every depth', () => {
    expect([...it_.keys()].sort()).toEqual([...en.keys()].sort());
    expect(en.size).toBeGreaterThan(300);
  });

  it('have no empty text', () => {
    const empty = [...en, ...it_].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('translate every text into Italian except a short list of codes and names', () => {
    const untranslated = [...en]
      .filter(([key, text]) => it_.get(key) === text && !sameInBothLanguages.has(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('use the same placeholders in both languages for every key', () => {
    const mismatched = [...en]
      .filter(([key, text]) => placeholders(text).join() !== placeholders(it_.get(key) ?? '').join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('have a message for every error code, under the same key', () => {
    const missing = errorCodes.filter((code) => !en.has(`messages.${code}`) || !it_.has(`messages.${code}`));
    expect(missing).toEqual([]);
    expect(errorCodes.every(isMessageKey)).toBe(true);
  });

  it('have a message for every validation key of core/rules and every key the spec names', () => {
    const keys = [...ruleMessageKeys, ...stateMessageKeys, ...specMessageKeys];
    const missing = keys.filter((key) => !en.has(`messages.${key}`));
    expect(missing).toEqual([]);
  });

  it("keep the spec's exact English wording where the spec quotes it", () => {
    expect(enUS.messages.anErrorHasOccurred).toBe('An error has occurred, please try again later');
    expect(enUS.messages.chatTooManyIndicators).toBe(
      'Too many indicators selected. Please select a maximum of 6 indicators.',
    );
    expect(enUS.messages.chatError).toBe(
      "Sorry, I'm having trouble to understand the prompt, please try again.",
    );
    expect(enUS.upgrade.lockedTooltip).toBe('Not available in Starter plan');
    expect(enUS.upgrade.title).toBe('{{feature}} Not Available');
    expect(enUS.upgrade.maybeLater).toBe('Maybe Later');
    expect(enUS.messages.securityNotFound).toBe('ISIN or ticker not found: {{item}}');
  });

  it('interpolate {{days}} in both payment-problem notices', () => {
    for (const key of ['billing.paymentProblemExpires', 'billing.paymentProblemRetry']) {
      expect(placeholders(en.get(key)!)).toEqual(['days']);
    }
  });

  it('label all 15 PDF sections, keyed by the readiness flags of spec doc 1 §3', () => {
    expect(Object.keys(enUS.pdf.sections)).toEqual([...pdfSections]);
  });

  it('carry the same no-data marker that format/ prints', () => {
    expect(enUS.common.noDataMarker).toBe(noDataMarker('en-US'));
    expect(itIT.common.noDataMarker).toBe(noDataMarker('it-IT'));
  });
});

describe('isMessageKey', () => {
  it('accepts message keys and rejects other keys and non-strings', () => {
    expect(isMessageKey('cliendCreated')).toBe(true);
    expect(isMessageKey('nav')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});
