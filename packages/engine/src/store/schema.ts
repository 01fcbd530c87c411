/**
 * Row types of the store, one interface per table. Portable SQL only (docs/decisions.md): JSON as text,
 * timestamps as ISO-8601 UTC strings, booleans as integers 0/1, money and weights as double precision.
 */

export interface UsersTable {
  id: string;
  /** Lower-cased, trimmed. */
  email: string;
  /** scrypt hash (hex) and its per-user salt (hex). */
  password_hash: string;
  password_salt: string;
  first_name: string;
  last_name: string;
  locale: string;
  plan: string;
  access_level: number;
  capability: number;
  is_confirmed: number;
  is_demo: number;
  /** The rest of the profile (UserProfile's optional fields), JSON. */
  profile_json: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  /** The first characters of the key, shown in lists. */
  prefix: string;
  key_hash: string;
  created_at: string;
  last_used_at: string | null;
  /** core's ApiKeyScope (migration 0007; older keys read-write). */
  scope: string;
  /** The first instant the key no longer authenticates; null = never. */
  expires_at: string | null;
}

export interface AuthCodesTable {
  id: string;
  user_id: string;
  purpose: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface MailOutboxTable {
  id: string;
  user_id: string | null;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: string;
  sent_at: string | null;
}

export interface CompanyInfoTable {
  user_id: string;
  data_json: string;
  updated_at: string;
}

export interface ImagesTable {
  id: string;
  owner_id: string;
  client_id: string | null;
  /** profile | client | logo */
  kind: string;
  content_type: string;
  data_base64: string;
  created_at: string;
}

export interface ClientsTable {
  id: string;
  owner_id: string;
  first_name: string;
  last_name: string;
  data_json: string;
  image_id: string | null;
  is_demo: number;
  created_at: string;
  updated_at: string;
}

export interface PortfoliosTable {
  id: string;
  owner_id: string;
  /** Set for a client's portfolio; null for a lookup portfolio. */
  client_id: string | null;
  /** client | lookup */
  kind: string;
  name: string;
  investment_day: string | null;
  investment_amount: number | null;
  currency: string;
  cash: number;
  is_demo: number;
  data_json: string;
  pai_calculated_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PortfolioItemsTable {
  id: string;
  portfolio_id: string;
  /** 0 = the portfolio's own items, 1 = its benchmark's. */
  is_benchmark: number;
  position: number;
  security: string;
  weight: number;
}

export interface ScreeningTemplatesTable {
  id: string;
  owner_id: string;
  kind: string;
  name: string;
  data_json: string;
  created_at: string;
  updated_at: string;
}

export interface UserSettingsTable {
  user_id: string;
  /** impact | notifications */
  name: string;
  data_json: string;
  updated_at: string;
}

export interface ShareLinksTable {
  id: string;
  owner_id: string;
  client_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string | null;
}

/**
 * A user's subscription, at most one (migration 0003). Days are ISO `yyyy-mm-dd`; `provider` is the
 * BillingProvider that wrote it (`manual`, `stripe`), with that provider's ids for the customer and subscription.
 */
export interface SubscriptionsTable {
  user_id: string;
  plan: string;
  period: string;
  /** core's SubscriptionState. */
  state: string;
  /** core's status code (spec doc 1 §4). */
  status_code: number;
  trial_ends_on: string | null;
  next_payment_on: string | null;
  ends_on: string | null;
  coupon_code: string | null;
  /** core's PaymentProblem as JSON, or null. */
  payment_problem_json: string | null;
  provider: string;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  /** The day of the last transition (core's SubscriptionRecord.since). */
  since: string;
  created_at: string;
  updated_at: string;
}

/**
 * What a payment provider told the engine (a webhook event, keyed by the provider's event id, so each is processed
 * once) or what a user asked of the operator (the manual provider's plan requests, keyed by a new id).
 */
export interface BillingEventsTable {
  id: string;
  provider: string;
  type: string;
  user_id: string | null;
  payload_json: string;
  received_at: string;
  processed_at: string | null;
}

export interface CouponsTable {
  code: string;
  percent_off: number;
  plan: string | null;
  expires_at: string | null;
  created_at: string;
}

export interface CouponRedemptionsTable {
  user_id: string;
  code: string;
  redeemed_at: string;
}

/** An account's use of the plans file's Premium code: one per account (migration 0004). */
export interface PremiumCodeRedemptionsTable {
  user_id: string;
  code_sha256: string;
  redeemed_at: string;
}

export interface ChatMessagesTable {
  id: string;
  user_id: string;
  role: string;
  content_json: string;
  created_at: string;
}

export interface ResultsTable {
  portfolio_id: string;
  snapshot_version: string;
  kind: string;
  data_json: string;
  computed_at: string;
}

export interface AppStateTable {
  key: string;
  value: string;
  updated_at: string;
}

/**
 * Failed-login counters of the login throttle (docs/decisions.md "Login throttle"), one row per counter. The key is
 * the SHA-256 of the counter's kind and parts (account e-mail, client address), so no e-mail or address is stored
 * in clear and an unknown e-mail is counted like a known one.
 */
export interface LoginThrottleTable {
  key: string;
  failures: number;
  last_failure_at: string;
}

/**
 * One row per notification mail sent to a user for an event and period (migration 0005): the key is what stops a
 * restarted engine, or a second engine on the same database, from sending the same digest twice.
 */
export interface NotificationSendsTable {
  user_id: string;
  /** core's NotificationEvent. */
  event: string;
  /** The period the mail covers: `2026-W48` (weekly) or `2026-11-26` (daily). */
  period: string;
  sent_at: string;
}

/** One saved version of an advisor's scoring profile (migration 0006): core's ScoringWeights as JSON. */
export interface ScoringProfilesTable {
  user_id: string;
  version: number;
  weights_json: string;
  created_at: string;
}

/** A request counter of one rate limit and key (migration 0009): hits in the window that ends at reset_at. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: string;
}

/**
 * Who computes one chain step of one portfolio version now (migration 0009): the holder's random id, until when
 * its lease holds, and the step's answer (JSON) once it is done, read by callers that waited for it.
 */
export interface ChainLeasesTable {
  key: string;
  holder: string;
  expires_at: string;
  answer_json: string | null;
}

/** A PDF asked as a job (migration 0010, services/pdf-jobs.ts): who asked, and the PDF or error until it expires. */
export interface PdfRendersTable {
  id: string;
  job_id: string | null;
  /** `user:<id>` or `share:<share link id>`: the only principal that may read it. */
  principal_key: string;
  filename: string;
  created_at: string;
  expires_at: string;
  pdf_base64: string | null;
  /** The PDF's file under ESGKIT_REPORTS_DIR when it was set at render time (then `pdf_base64` is null). */
  pdf_path: string | null;
  /** The spec's message key when the render failed (pdfError, pdfTimeout, …). */
  error_key: string | null;
  error_message: string | null;
  /** What the bytes are: `application/pdf`, or a CSV export's `text/csv; charset=utf-8` (migration 0012). */
  content_type: string;
}

/** A job of the in-process queue (migration 0008; on PostgreSQL pg-boss keeps its own). JSON as text. */
export interface JobsTable {
  id: string;
  queue: string;
  data_json: string;
  /** queued | running | completed | failed (a retry is due) | dead. */
  state: string;
  singleton_key: string | null;
  attempts: number;
  run_after: string;
  /** While running: when the attempt's lease ends and another worker may take the job. */
  lease_until: string | null;
  result_json: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** A cron schedule of the in-process queue: `last_tick` is the tick last claimed, so each fires once. */
export interface JobSchedulesTable {
  queue: string;
  cron: string;
  data_json: string;
  last_tick: string | null;
}

/** A running job's progress (0–100), for both job implementations (migration 0008). */
export interface JobProgressTable {
  job_id: string;
  progress: number;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  api_keys: ApiKeysTable;
  auth_codes: AuthCodesTable;
  mail_outbox: MailOutboxTable;
  company_info: CompanyInfoTable;
  images: ImagesTable;
  clients: ClientsTable;
  portfolios: PortfoliosTable;
  portfolio_items: PortfolioItemsTable;
  screening_templates: ScreeningTemplatesTable;
  user_settings: UserSettingsTable;
  share_links: ShareLinksTable;
  subscriptions: SubscriptionsTable;
  billing_events: BillingEventsTable;
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  premium_code_redemptions: PremiumCodeRedemptionsTable;
  chat_messages: ChatMessagesTable;
  results: ResultsTable;
  app_state: AppStateTable;
  login_throttle: LoginThrottleTable;
  scoring_profiles: ScoringProfilesTable;
  notification_sends: NotificationSendsTable;
  rate_limits: RateLimitsTable;
  chain_leases: ChainLeasesTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
  job_progress: JobProgressTable;
  pdf_renders: PdfRendersTable;
}

export type TableName = keyof Database;

/** Every table, in an order where a table comes after those it references (delete in reverse). */
export const tableNames: readonly TableName[] = [
  'users',
  'sessions',
  'api_keys',
  'auth_codes',
  'mail_outbox',
  'company_info',
  'clients',
  'images',
  'portfolios',
  'portfolio_items',
  'screening_templates',
  'user_settings',
  'share_links',
  'subscriptions',
  'billing_events',
  'coupons',
  'coupon_redemptions',
  'premium_code_redemptions',
  'chat_messages',
  'results',
  'app_state',
  'login_throttle',
  'notification_sends',
  'scoring_profiles',
  'rate_limits',
  'chain_leases',
  'jobs',
  'job_schedules',
  'job_progress',
  'pdf_renders',
];
