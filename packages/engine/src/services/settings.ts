import {
  DomainError,
  type ImpactConfiguration,
  type ImpactSetting,
  impactCategories,
  issueOf,
  type Locale,
  type NotificationSettings,
  phyIndicators,
  phyMetrics,
  unitById,
  validateDefaultIndicators,
} from '@esgkit/core';
import { impactCode } from '../analytics/impact/index.ts';
import type { Store } from '../store/db.ts';
import { findUserSettingJson, upsertUserSetting } from '../store/repositories/customization.ts';
import type { UserRow } from '../store/repositories/users.ts';

/**
 * Until the user saves theirs: every notice on; outdated portfolios weekly, expiring shared links and billing
 * problems daily (docs/decisions.md, notifications). A preference saved before a field existed keeps its default.
 */
export const DEFAULT_NOTIFICATIONS: Required<NotificationSettings> = {
  paiCompleted: true,
  portfolioOutdated: true,
  weeklyDigest: false,
  shareExpiring: true,
  billingProblem: true,
  frequency: { portfolioOutdated: 'weekly', shareExpiring: 'daily', billingProblem: 'daily' },
};

const IMPACT = 'impact';
const NOTIFICATIONS = 'notifications';

const parseJson = <T>(json: string | undefined): T | undefined => {
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json) as T;
  } catch {
    return undefined;
  }
};

/** One choosable impact code: a PHY_ indicator or a PHY_M_ metric, with what the impact views resolve it to. */
interface CatalogueEntry {
  code: string;
  category: string;
  name: Record<Locale, string>;
  unit: Parameters<typeof unitById>[0];
}

let catalogue: CatalogueEntry[] | undefined;
/** The codes the impact views can compute (engine analytics/impact), in catalogue order: indicators, then metrics. */
const catalogueEntries = (): CatalogueEntry[] => {
  catalogue ??= [...phyIndicators, ...phyMetrics].flatMap((entry) => {
    const resolved = impactCode(entry.code);
    return resolved
      ? [{ code: entry.code, category: resolved.category, name: entry.name, unit: resolved.unit }]
      : [];
  });
  return catalogue;
};

/** The catalogue code an asked code stands for (an older code such as SCOPE1 → its PHY_ code); undefined if none. */
const canonicalCode = (code: string): string | undefined => {
  const resolved = impactCode(code);
  return resolved?.indicator?.code ?? resolved?.metric?.code;
};

/**
 * The impact catalogue as settings (spec doc 2 §3 "Impact configuration: settings, each with indicators that have a
 * code"): one setting per impact category, in the catalogue's category order, labels in the user's language;
 * `isSelected` marks the user's defaults. With `onlySelected`, categories keep only the chosen indicators.
 */
const catalogueSettings = (
  locale: Locale,
  selected: ReadonlySet<string>,
  onlySelected: boolean,
): ImpactSetting[] => {
  const entries = catalogueEntries();
  return impactCategories
    .map((category) => ({
      category: category.id,
      label: category.name[locale],
      indicators: entries
        .filter((e) => e.category === category.id && (!onlySelected || selected.has(e.code)))
        .map((e) => ({
          code: e.code,
          label: e.name[locale],
          unit: unitById(e.unit).symbol[locale],
          isSelected: selected.has(e.code),
        })),
    }))
    .filter((setting) => setting.indicators.length > 0);
};

export interface SettingsServiceOptions {
  store: Store;
  now: () => Date;
}

/** Customization settings: default impact indicators (at most 30, doc 1 §5) and notification preferences. */
export const createSettingsService = (options: SettingsServiceOptions) => {
  const { store, now } = options;

  const savedCodes = async (userId: string): Promise<string[] | undefined> =>
    parseJson<{ codes: string[] }>(await findUserSettingJson(store.db, userId, IMPACT))?.codes;

  return {
    /** The user's default impact indicator codes, or undefined before they save any (the chain then uses all). */
    impactDefaults: savedCodes,

    async impactCatalogue(user: UserRow, locale: Locale): Promise<ImpactConfiguration> {
      const codes = new Set((await savedCodes(user.id)) ?? []);
      return { settings: catalogueSettings(locale, codes, false) };
    },

    async impact(user: UserRow, locale: Locale): Promise<ImpactConfiguration> {
      const codes = new Set((await savedCodes(user.id)) ?? []);
      return { settings: catalogueSettings(locale, codes, true) };
    },

    /**
     * Saves the indicators marked selected (an indicator without `isSelected` counts as chosen). Every code must be
     * one the impact views know (PHY_, PHY_M_ or an older code such as SCOPE1); at most 30 (doc 1 §5, §9).
     */
    async saveImpact(user: UserRow, body: ImpactConfiguration, locale: Locale): Promise<ImpactConfiguration> {
      const chosen = body.settings.flatMap((s, k) =>
        s.indicators.flatMap((i, j) =>
          i.isSelected === false ? [] : [{ code: i.code.trim(), path: [k, j] }],
        ),
      );
      const unknown = chosen.filter((c) => canonicalCode(c.code) === undefined);
      if (unknown.length > 0)
        throw new DomainError('invalidInput', {
          issues: unknown.map((c) =>
            issueOf('unknownImpactIndicator', ['settings', c.path[0]!, 'indicators', c.path[1]!, 'code'], {
              params: { item: c.code },
            }),
          ),
        });
      const codes = [...new Set(chosen.map((c) => canonicalCode(c.code)!))];
      const limit = validateDefaultIndicators(codes, ['settings']);
      if (limit.length > 0) throw new DomainError('invalidInput', { issues: limit });
      await upsertUserSetting(store.db, user.id, IMPACT, JSON.stringify({ codes }), now().toISOString());
      return this.impact(user, locale);
    },

    async notifications(user: Pick<UserRow, 'id'>): Promise<Required<NotificationSettings>> {
      const saved = parseJson<Partial<NotificationSettings>>(
        await findUserSettingJson(store.db, user.id, NOTIFICATIONS),
      );
      return {
        ...DEFAULT_NOTIFICATIONS,
        ...saved,
        frequency: { ...DEFAULT_NOTIFICATIONS.frequency, ...saved?.frequency },
      };
    },

    /** Saves the preferences; a field the body leaves out keeps its saved value (an older client's body). */
    async saveNotifications(
      user: Pick<UserRow, 'id'>,
      body: NotificationSettings,
    ): Promise<Required<NotificationSettings>> {
      const current = await this.notifications(user);
      const merged = { ...current, ...body, frequency: { ...current.frequency, ...body.frequency } };
      await upsertUserSetting(store.db, user.id, NOTIFICATIONS, JSON.stringify(merged), now().toISOString());
      return this.notifications(user);
    },
  };
};

export type SettingsService = ReturnType<typeof createSettingsService>;
