import { DomainError } from '@esgkit/core';
import type { Store } from '../../store/db.ts';
import { newId } from '../../store/ids.ts';
import { readAppState } from '../../store/repositories/app-state.ts';
import { createStoreSigner } from '../signing.ts';
import type { DownloadClaim } from './claims.ts';

// Signed download links: the request (what to export, for whom, until when) is kept server-side under a random id
// (a screening request can name 10,000 securities, too long for a URL); the link carries the id and its HMAC.

/** How long a download link works (long enough to start a download, short enough that a leaked link dies soon). */
export const DOWNLOAD_LINK_TTL_MS = 15 * 60_000;
const SIGNING_KEY = 'exports.signingKey';
/** What a CSV export is served as (the link's download and a CSV job's file). */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** The id a link's token names (before its signature): its request's key, and the key of its CSV jobs. */
export const linkIdOf = (token: string): string => token.split('.')[0] ?? '';
/** Export requests live in app_state under this prefix until they expire. */
const CLAIM_PREFIX = 'download:';

export const createDownloadLinks = (options: { store: Store; publicUrl: string; now: () => Date }) => {
  const { store, now } = options;

  // One key per store, so that every engine process on one database accepts the others' links.
  const signer = createStoreSigner({ store, keyName: SIGNING_KEY, now });

  const signedLinkId = async (token: string): Promise<string> => {
    // exactly `<id>.<signature>`: a token with more after the signature is another spelling of the link, refused
    const [id, signature, extra] = token.split('.');
    if (!id || !signature || extra !== undefined || !(await signer.verify(id, signature)))
      throw new DomainError('notFound');
    return id;
  };

  return {
    /** Keeps the request, drops expired ones, and answers the signed link. */
    async linkFor(claim: DownloadClaim) {
      const id = newId();
      const at = now();
      await store.db
        .deleteFrom('app_state')
        .where('key', 'like', `${CLAIM_PREFIX}%`)
        .where('updated_at', '<', new Date(at.getTime() - DOWNLOAD_LINK_TTL_MS).toISOString())
        .execute();
      await store.db
        .insertInto('app_state')
        .values({ key: `${CLAIM_PREFIX}${id}`, value: JSON.stringify(claim), updated_at: at.toISOString() })
        .execute();
      const token = `${id}.${await signer.sign(id)}`;
      return {
        urlDownload: `${options.publicUrl}/api/v1/downloads/${token}`,
        expiresAt: new Date(claim.exp).toISOString(),
      };
    },

    /** The id of a link signed here (its request may have expired since); else 404 notFound. */
    signedLinkId,

    /** The request a link names: 404 notFound for a link not signed here; 410 sharedLinkExpired once it expired. */
    async claimOf(token: string): Promise<DownloadClaim> {
      const id = await signedLinkId(token);
      const stored = await readAppState(store.db, `${CLAIM_PREFIX}${id}`);
      if (!stored) throw new DomainError('sharedLinkExpired');
      const claim = JSON.parse(stored) as DownloadClaim;
      // a link stored before grants were recorded cannot be checked: it has ended (they lived 15 minutes)
      if (now().getTime() > claim.exp || !claim.grant) throw new DomainError('sharedLinkExpired');
      return claim;
    },
  };
};
