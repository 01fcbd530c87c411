import { describe, expect, it } from 'vitest';
import { DomainError, isErrorCode } from '../api/errors.ts';
import { validateInvestmentDayRange } from '../rules/dates.ts';
import type { Issue } from '../rules/issue.ts';
import { issueOf } from '../rules/make-issue.ts';
import { checkPlanLimits } from '../rules/plans.ts';
import { validatePortfolio, validateSecurities } from '../rules/portfolio.ts';
import { translateMessage } from './create-i18n.ts';
import { enUS } from './en-us.ts';
import { itIT } from './it-it.ts';

// Issue 20: errors reached the API and the CLI as "ISIN or ticker not found: {{item}}" and "at most {{max}}". Over
// the whole `messages.*` catalogue: every message with placeholders has a producer here, each producer's issues
// fill them in both languages, and an error named after such an issue (DomainError) says it with the same values.

const withPlaceholders = Object.entries(enUS.messages)
  .filter(
    ([key, text]) => /\{\{/.test(text) || /\{\{/.test((itIT.messages as Record<string, string>)[key] ?? ''),
  )
  .map(([key]) => key)
  .sort();

/** What gives each such message, called as the rules (or the engine, for its own keys) call it. */
const producers: Record<string, () => Issue[]> = {
  securityNotFound: () =>
    validateSecurities(
      [{ input: 'NOPE1', weight: 100 }],
      [{ input: 'NOPE1', fundId: null, type: null, exists: false }],
    ),
  weightBelowMinimum: () =>
    validatePortfolio([
      { input: 'URTH', weight: 100 },
      { input: 'IWDA', weight: 1e-320 },
    ]),
  investmentDayOutOfRange: () =>
    validateInvestmentDayRange('0001-01-01', { min: '2015-01-02', max: '2025-06-30' }),
  maxSecurities: () => checkPlanLimits('professional', { securities: 26, benchmarkSecurities: 26 }),
  maxPortfolios: () => checkPlanLimits('professional', { portfolios: 26 }),
  // the engine's settings service (services/settings.ts) names the refused code
  unknownImpactIndicator: () => [
    issueOf('unknownImpactIndicator', ['settings'], { params: { item: 'XYZ' } }),
  ],
  // the engine's weights file reader (services/scoring-file.ts) names the parser's code and the line
  invalidScoringFile: () => [
    issueOf('invalidScoringFile', [], { params: { reason: 'BAD_INDENT', line: 2 } }),
  ],
};

/** Messages with placeholders that nothing sends yet (kept for the web's CSV dialog, spec doc 2 §8). */
const unused = ['csvNotFoundAsCompanies', 'csvNotFoundAsFunds'];

describe('messages with placeholders', () => {
  it('each has a producer (a new one needs a line above)', () => {
    expect([...Object.keys(producers), ...unused].sort()).toEqual(withPlaceholders);
  });

  it.each(Object.entries(producers))(
    '%s: its issues fill every placeholder in both languages',
    (key, make) => {
      const issues = make().filter((i) => i.messageKey === key);
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues)
        for (const locale of ['en-US', 'it-IT'] as const)
          expect(translateMessage(locale, issue.messageKey, issue.params)).not.toContain('{{');
    },
  );

  it.each(Object.entries(producers).filter(([key]) => isErrorCode(key)))(
    '%s: an error built from its issues says it with their values',
    (key, make) => {
      const error = new DomainError(key as never, { issues: make() });
      for (const locale of ['en-US', 'it-IT'] as const)
        expect(translateMessage(locale, error.code, error.params)).not.toContain('{{');
    },
  );

  it('says the limit of the plan: "at most 25 securities per portfolio"', () => {
    const error = new DomainError('maxSecurities', { issues: producers.maxSecurities!() });
    expect(translateMessage('en-US', error.code, error.params)).toBe(
      'Your plan allows at most 25 securities per portfolio.',
    );
    expect(translateMessage('it-IT', error.code, error.params)).toBe(
      'Il tuo piano consente al massimo 25 titoli per portafoglio.',
    );
  });
});
