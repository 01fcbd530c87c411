import { describe, expect, it } from 'vitest';
import { createLocaleLoader } from './load-locale.ts';

describe('createLocaleLoader (the web: one language at a time)', () => {
  it('translates a language once it is loaded, and only that one', async () => {
    const i18n = createLocaleLoader();
    expect(() => i18n.translateMessage('it-IT', 'sessionExpired')).toThrow(/it-IT resources are not loaded/);
    await i18n.load('it-IT');
    expect(i18n.translate('it-IT', 'nav.clients')).toBe('Clienti');
    expect(i18n.translateMessage('it-IT', 'securityNotFound', { item: 'XX1' })).toBe(
      'ISIN o ticker non trovato: XX1',
    );
    expect(i18n.translateMessage('it-IT', 'noSuchKey')).toBe('noSuchKey');
    expect(() => i18n.translate('en-US', 'nav.clients')).toThrow(/en-US resources are not loaded/);
  });

  it('gives an instance that switches language once the other is loaded and added', async () => {
    const i18n = createLocaleLoader();
    await i18n.load('en-US');
    const instance = i18n.createI18n('en-US');
    expect(instance.t('common.cancel')).toBe('Cancel');
    instance.addResourceBundle('it-IT', 'translation', await i18n.load('it-IT'));
    await instance.changeLanguage('it-IT');
    expect(instance.t('common.cancel')).toBe('Annulla');
  });

  it('loads each language once: a second load gives the same resource', async () => {
    const i18n = createLocaleLoader();
    expect(await i18n.load('en-US')).toBe(await i18n.load('en-US'));
  });
});
