import { describe, expect, it } from 'vitest';
import { loadEngineConfig } from './env.ts';

describe('loadEngineConfig', () => {
  it('works on a fresh machine: XDG data and cache dirs, 127.0.0.1:3000, SQLite, outbox mail', () => {
    const config = loadEngineConfig({ HOME: '/home/ada' });
    expect(config).toMatchObject({
      dataDir: '/home/ada/.local/share/esgkit',
      cacheDir: '/home/ada/.cache/esgkit',
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      demoSize: 'full',
      sessionIdleDays: 30,
      corsOrigins: [],
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads every setting of the docs/architecture.md table it uses; empty values count as unset', () => {
    const config = loadEngineConfig({
      HOME: '/home/ada',
      XDG_DATA_HOME: '/xdg/data',
      ESGKIT_CACHE_DIR: '/cache',
      ESGKIT_DATASET: '/data/set',
      DATABASE_URL: 'postgres://db/esgkit',
      ESGKIT_PORT: '8080',
      ESGKIT_HOST: '0.0.0.0',
      ESGKIT_PUBLIC_URL: 'https://esg.example.com/',
      SMTP_URL: '',
      ESGKIT_DEMO_SIZE: 'small',
      ESGKIT_CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config).toMatchObject({
      dataDir: '/xdg/data/esgkit',
      cacheDir: '/cache',
      dataset: '/data/set',
      databaseUrl: 'postgres://db/esgkit',
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://esg.example.com',
      demoSize: 'small',
      corsOrigins: ['https://a.example', 'https://b.example'],
    });
    expect(config.smtpUrl).toBeUndefined();
  });

  it('refuses a malformed setting, naming it', () => {
    expect(() => loadEngineConfig({ ESGKIT_PORT: 'eighty' })).toThrow(/ESGKIT_PORT/);
    expect(() => loadEngineConfig({ ESGKIT_DEMO_SIZE: 'huge' })).toThrow(/ESGKIT_DEMO_SIZE/);
  });

  it('chooses the Stripe provider with both secrets, reading its API address and Price ids (issue 25)', () => {
    const { billing } = loadEngineConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      STRIPE_PRICE_IDS: ' professional.year=price_PY , premium.month=price_PM',
    });
    expect(billing).toMatchObject({
      provider: 'stripe',
      stripe: {
        secretKey: 'sk_test_1',
        webhookSecret: 'whsec_1',
        apiUrl: 'http://127.0.0.1:12111',
        priceIds: { 'professional.year': 'price_PY', 'premium.month': 'price_PM' },
      },
    });
    expect(loadEngineConfig({}).billing).toMatchObject({ provider: 'manual' });
    expect(() =>
      loadEngineConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_PRICE_IDS: 'enterprise.year=price_E',
      }),
    ).toThrow(/STRIPE_PRICE_IDS.*"enterprise\.year=price_E" is not plan\.period=price_id/);
  });
});
