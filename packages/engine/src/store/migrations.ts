import type { Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import { exportRenders } from './migrations-export-renders.ts';
import { jobTables } from './migrations-jobs.ts';
import { manyEngines } from './migrations-many-engines.ts';
import { pdfRenderPath, pdfRenders } from './migrations-pdf-renders.ts';

// One set of migrations for SQLite and PostgreSQL: portable column types only (text, integer, double precision),
// JSON as text, timestamps as ISO strings, booleans as 0/1 (docs/decisions.md). Never edit a released migration;
// append a new one.

type Db = Kysely<unknown>;

/** Accounts: users, sessions, API keys, mailed codes, the outbox, company info. */
const accountTables = async (db: Db): Promise<void> => {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_salt', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('access_level', 'integer', (c) => c.notNull())
    .addColumn('capability', 'integer', (c) => c.notNull())
    .addColumn('is_confirmed', 'integer', (c) => c.notNull())
    .addColumn('is_demo', 'integer', (c) => c.notNull())
    .addColumn('profile_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('api_keys_user_id').on('api_keys').column('user_id').execute();

  await db.schema
    .createTable('auth_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('auth_codes_user_id')
    .on('auth_codes')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();

  await db.schema
    .createTable('company_info')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
};

/** Advisors' data: clients, images, portfolios and their items, templates, settings, share links. */
const clientTables = async (db: Db): Promise<void> => {
  await db.schema
    .createTable('clients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('image_id', 'text')
    .addColumn('is_demo', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clients_owner_id').on('clients').column('owner_id').execute();

  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.references('clients.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data_base64', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('images_owner_id').on('images').column('owner_id').execute();

  await db.schema
    .createTable('portfolios')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.references('clients.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('investment_day', 'text')
    .addColumn('investment_amount', 'double precision')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('cash', 'double precision', (c) => c.notNull())
    .addColumn('is_demo', 'integer', (c) => c.notNull())
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('pai_calculated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('portfolios_owner_id').on('portfolios').column('owner_id').execute();
  await db.schema.createIndex('portfolios_client_id').on('portfolios').column('client_id').execute();

  await db.schema
    .createTable('portfolio_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('portfolio_id', 'text', (c) => c.notNull().references('portfolios.id').onDelete('cascade'))
    .addColumn('is_benchmark', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('security', 'text', (c) => c.notNull())
    .addColumn('weight', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('portfolio_items_portfolio_id')
    .on('portfolio_items')
    .column('portfolio_id')
    .execute();

  await db.schema
    .createTable('screening_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_settings_pk', ['user_id', 'name'])
    .execute();

  await db.schema
    .createTable('share_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .execute();
};

/** Subscriptions, coupons, chat, stored results and app state. */
const serviceTables = async (db: Db): Promise<void> => {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('trial_ends_at', 'text')
    .addColumn('current_period_end', 'text')
    .addColumn('coupon_code', 'text')
    .addColumn('price_cents', 'integer')
    .addColumn('vat_cents', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('percent_off', 'double precision', (c) => c.notNull())
    .addColumn('plan', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().references('coupons.code').onDelete('cascade'))
    .addColumn('redeemed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('coupon_redemptions_pk', ['user_id', 'code'])
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('results')
    .addColumn('portfolio_id', 'text', (c) => c.notNull().references('portfolios.id').onDelete('cascade'))
    .addColumn('snapshot_version', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('results_pk', ['portfolio_id', 'snapshot_version', 'kind'])
    .execute();

  await db.schema
    .createTable('app_state')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
};

// The first migration's tables in three groups, run in this order (the statements are those released).
const initial: Migration = {
  async up(db: Db) {
    await accountTables(db);
    await clientTables(db);
    await serviceTables(db);
  },
};

/** The login throttle's counters (issue 20: shared by every engine process, kept across restarts). */
const loginThrottle: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('login_throttle')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('last_failure_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_throttle_last_failure_at')
      .on('login_throttle')
      .column('last_failure_at')
      .execute();
  },
};

/**
 * Billing (issue 25): one subscription per user, and the payment provider's events kept by id so a webhook is
 * processed once. The first migration's `subscriptions` table (one row per subscription, status only) was never
 * written by any release, so it is replaced, not altered (docs/decisions.md, "Billing store").
 */
const billing: Migration = {
  async up(db: Db) {
    await db.schema.dropTable('subscriptions').execute();
    await db.schema
      .createTable('subscriptions')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('plan', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer', (c) => c.notNull())
      .addColumn('trial_ends_on', 'text')
      .addColumn('next_payment_on', 'text')
      .addColumn('ends_on', 'text')
      .addColumn('coupon_code', 'text')
      .addColumn('payment_problem_json', 'text')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_customer_id', 'text')
      .addColumn('provider_subscription_id', 'text')
      .addColumn('since', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('subscriptions_provider_customer_id')
      .on('subscriptions')
      .columns(['provider', 'provider_customer_id'])
      .execute();
    await db.schema
      .createTable('billing_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('payload_json', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addColumn('processed_at', 'text')
      .execute();
    await db.schema
      .createIndex('billing_events_user_id')
      .on('billing_events')
      .columns(['user_id', 'received_at'])
      .execute();
  },
};

/**
 * The Premium code's redemptions (issue 25): one row per account, so the code is used once (docs/decisions.md "The
 * Premium code once per account"). The first migration's `coupon_redemptions` ties a code to its `coupons` row,
 * which the plans file's Premium code (a hash, not a coupon) has none of.
 */
const premiumCodeRedemptions: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('premium_code_redemptions')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('code_sha256', 'text', (c) => c.notNull())
      .addColumn('redeemed_at', 'text', (c) => c.notNull())
      .execute();
  },
};

/**
 * The notification mails sent (issue 28): the primary key (user, event, period) lets one engine only claim a digest,
 * so neither a restart nor a second engine process sends it twice.
 */
const notificationSends: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('notification_sends')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_sends_pk', ['user_id', 'event', 'period'])
      .execute();
  },
};

/**
 * The advisors' scoring profiles (issue 28 "Scoring"): each save is a new row, version 1, 2, … per user (the key), so
 * a score can say which weights it used and an older version stays readable.
 */
const scoringProfiles: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('scoring_profiles')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('weights_json', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('scoring_profiles_pk', ['user_id', 'version'])
      .execute();
  },
};

/**
 * API key scope and expiry (issue 28): keys made before this migration stay read-write with no expiry, as they
 * worked until now (docs/decisions.md "API key scope").
 */
const apiKeyScope: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('api_keys')
      .addColumn('scope', 'text', (c) => c.notNull().defaultTo('read-write'))
      .execute();
    await db.schema.alterTable('api_keys').addColumn('expires_at', 'text').execute();
  },
};

/** The migrations, in order; the key is the name Kysely records. */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_initial': initial,
  '0002_login_throttle': loginThrottle,
  '0003_billing': billing,
  '0004_premium_code_redemptions': premiumCodeRedemptions,
  '0005_notification_sends': notificationSends,
  '0006_scoring_profiles': scoringProfiles,
  '0007_api_key_scope': apiKeyScope,
  '0008_jobs': jobTables,
  '0009_many_engines': manyEngines,
  '0010_pdf_renders': pdfRenders,
  '0011_pdf_render_path': pdfRenderPath,
  '0012_export_renders': exportRenders,
};

/** Kysely's migration source: the array above, not a folder (importing a module does nothing). */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
