import { describe, expect, it } from 'vitest';
import { createI18n, createTranslator, translate, translateMessage } from './create-i18n.ts';

describe('createI18n', () => {
  it('returns an instance that is ready to translate as soon as it returns', () => {
    const i18n = createI18n('it-IT');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('it-IT');
    expect(i18n.t('nav.clients')).toBe('Clienti');
  });

  it('defaults to en-US', () => {
    expect(createI18n().t('nav.clients')).toBe('Clients');
  });

  it('returns a fresh instance each time: changing the language of one leaves the other alone', async () => {
    const first = createI18n('en-US');
    const second = createI18n('en-US');
    await first.changeLanguage('it-IT');
    expect(first.t('common.cancel')).toBe('Annulla');
    expect(second.t('common.cancel')).toBe('Cancel');
  });

  it('does not HTML-escape interpolated values (React and terminals do not need it)', () => {
    expect(createI18n('en-US').t('messages.securityNotFound', { item: 'A&B <1>' })).toBe(
      'ISIN or ticker not found: A&B <1>',
    );
  });
});

describe('translate and createTranslator', () => {
  it('interpolate the params a key needs', () => {
    expect(translate('en-US', 'messages.securityNotFound', { item: 'US0000000000' })).toBe(
      'ISIN or ticker not found: US0000000000',
    );
    expect(translate('it-IT', 'billing.paymentProblemRetry', { days: 3 })).toBe(
      "Si è verificato un problema con il tuo metodo di pagamento. Riproveremo l'addebito tra 3 giorni.",
    );
  });

  it('build the upgrade modal title from a translated feature name', () => {
    const t = createTranslator('it-IT');
    expect(t('upgrade.title', { feature: t('nav.portfolioHub') })).toBe('Portfolio Hub non disponibile');
    const en = createTranslator('en-US');
    expect(en('upgrade.title', { feature: en('nav.dataHub') })).toBe('Data Hub Not Available');
  });

  it('reuse one translator per locale (a screen translates on every render; no new i18next instance each time)', () => {
    expect(createTranslator('it-IT')).toBe(createTranslator('it-IT'));
    expect(createTranslator('en-US')).not.toBe(createTranslator('it-IT'));
    expect(createTranslator('it-IT')('nav.clients')).toBe('Clienti');
  });

  it('check keys and params at compile time', () => {
    // @ts-expect-error: not a key
    expect(translate('en-US', 'nav.nothing')).toBe('nav.nothing');
    // @ts-expect-error: securityNotFound needs { item }
    expect(translate('en-US', 'messages.securityNotFound')).toBe('ISIN or ticker not found: {{item}}');
    // @ts-expect-error: a key without placeholders takes no params
    expect(translate('en-US', 'nav.clients', { item: 'x' })).toBe('Clients');
  });
});

describe('translateMessage', () => {
  it('translates an error code or issue key known only at run time, under messages.*', () => {
    expect(translateMessage('it-IT', 'maxSecurities', { max: 25 })).toBe(
      'Il tuo piano consente al massimo 25 titoli per portafoglio.',
    );
    expect(translateMessage('en-US', 'cliendCreated')).toBe('Client created.');
  });

  it('returns an unknown key unchanged rather than an empty string', () => {
    expect(translateMessage('it-IT', 'noSuchMessage')).toBe('noSuchMessage');
  });
});
