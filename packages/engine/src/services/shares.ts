import {
  DomainError,
  SHARE_LINK_DAYS,
  type SharedClient,
  type ShareLink,
  toWireDateTime,
  validateShareable,
} from '@esgkit/core';
import type { Store } from '../store/db.ts';
import { fromFlag, hashToken, newId, newSecret } from '../store/ids.ts';
import type { ClientRow } from '../store/repositories/clients.ts';
import { findOwnedClient } from '../store/repositories/clients.ts';
import { findClientPortfolio, listPortfolioItems } from '../store/repositories/portfolios.ts';
import { expireShareLinksOfClient } from '../store/repositories/share-link-rows.ts';
import type { UserRow } from '../store/repositories/users.ts';
import type { AccountService } from './accounts.ts';
import { brandingOf } from './branding.ts';

const DAY_MS = 86_400_000;

const omitId = <T extends { id?: unknown }>({ id: _id, ...rest }: T): Omit<T, 'id'> => rest;
/** A link without `expiresInDays` lasts this long (core's SHARE_LINK_DAYS, docs/decisions.md). */
export const SHARE_LINK_DEFAULT_DAYS = SHARE_LINK_DAYS.default;

/** The web route a share link opens (spec doc 1 §2: /shareClient/{id}, no login). */
export const shareLinkUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/shareClient/${encodeURIComponent(token)}`;

export interface ShareServiceOptions {
  store: Store;
  accounts: AccountService;
  now: () => Date;
  publicUrl: string;
}

/**
 * Share links (spec doc 1 §3 "Shared client", §4 share flow): created only once PAI is calculated for the client's
 * portfolio, opened without login, ended by expiry or revocation. One live link per client: a new link ends the
 * earlier ones. Only the token's SHA-256 is stored.
 */
export const createShareService = (options: ShareServiceOptions) => {
  const { store, accounts, now } = options;

  return {
    async create(owner: UserRow, client: ClientRow, expiresInDays?: number): Promise<ShareLink> {
      const portfolio = await findClientPortfolio(store.db, client.id);
      // doc 1 §4, §5: web report, share and PDF are unavailable until PAI is calculated
      const issues = validateShareable({ paiUpdatedAt: portfolio?.pai_calculated_at ?? null });
      if (issues.length > 0) throw new DomainError('shareAvailableAfterPAI', { issues });
      const at = now();
      const token = newSecret(32);
      const expiresAt = new Date(at.getTime() + (expiresInDays ?? SHARE_LINK_DEFAULT_DAYS) * DAY_MS);
      await store.transaction(async (trx) => {
        await expireShareLinksOfClient(trx, client.id, at.toISOString());
        await trx
          .insertInto('share_links')
          .values({
            id: newId(),
            owner_id: owner.id,
            client_id: client.id,
            token_hash: hashToken(token),
            created_at: at.toISOString(),
            expires_at: expiresAt.toISOString(),
          })
          .execute();
      });
      return { url: shareLinkUrl(options.publicUrl, token), token, expiresAt: toWireDateTime(expiresAt) };
    },

    /** Ends every live link of the client now; their tokens then answer sharedLinkExpired. */
    async revoke(client: ClientRow): Promise<void> {
      await expireShareLinksOfClient(store.db, client.id, now().toISOString());
    },

    /**
     * What a link opens, without login: the client's names, the portfolio's first investment day and whether it has
     * a benchmark, and the advisor's access level (sharing mode keeps the advisor's plan locks, doc 1 §3). Expired
     * or revoked: sharedLinkExpired; unknown: sharingLinkInvalid.
     */
    async open(token: string): Promise<SharedClient & { clientId: string; portfolioId: string }> {
      const scope = await accounts.authenticateShare(token);
      if (scope === 'expired') throw new DomainError('sharedLinkExpired');
      if (!scope) throw new DomainError('sharingLinkInvalid');
      const client = await findOwnedClient(store.db, scope.ownerId, scope.clientId);
      const portfolio = await findClientPortfolio(store.db, scope.clientId);
      if (!client || !portfolio) throw new DomainError('sharingLinkInvalid');
      const link = await store.db
        .selectFrom('share_links')
        .select('expires_at')
        .where('id', '=', scope.shareId)
        .executeTakeFirstOrThrow();
      const items = await listPortfolioItems(store.db, portfolio.id);
      return {
        accessLevel: scope.ownerAccessLevel,
        firstname: client.first_name,
        lastname: client.last_name,
        portfolio: {
          hasBenchmark: items.some((i) => fromFlag(i.is_benchmark)),
          investmentDay: portfolio.investment_day ?? portfolio.created_at.slice(0, 10),
        },
        expiresAt: link.expires_at ? toWireDateTime(new Date(link.expires_at)) : null,
        brand: omitId(await brandingOf(store, scope.ownerId)),
        clientId: client.id,
        portfolioId: portfolio.id,
      };
    },
  };
};

export type ShareService = ReturnType<typeof createShareService>;
