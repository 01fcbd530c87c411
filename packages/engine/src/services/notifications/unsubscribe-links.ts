import { DomainError, NotificationEvent } from '@esgkit/core';
import type { Store } from '../../store/db.ts';
import { createStoreSigner } from '../signing.ts';

/** How long a mail's unsubscribe link works (docs/decisions.md, notifications): long after the mail is read. */
export const UNSUBSCRIBE_LINK_TTL_MS = 90 * 86_400_000;
const SIGNING_KEY = 'notifications.signingKey';

export interface UnsubscribeClaim {
  userId: string;
  event: NotificationEvent;
}

/**
 * Unsubscribe links: the token is `<payload>.<HMAC(payload)>`, the payload naming the user, the event and the expiry
 * (base64url JSON), so the link needs no stored row and works without login (as the CSV download links, signed with
 * a key of its own).
 */
export const createUnsubscribeLinks = (options: { store: Store; publicUrl: string; now: () => Date }) => {
  const signer = createStoreSigner({ store: options.store, keyName: SIGNING_KEY, now: options.now });
  return {
    async linkFor(claim: UnsubscribeClaim): Promise<string> {
      const exp = options.now().getTime() + UNSUBSCRIBE_LINK_TTL_MS;
      const payload = Buffer.from(JSON.stringify({ u: claim.userId, e: claim.event, exp })).toString(
        'base64url',
      );
      return `${options.publicUrl}/api/v1/notifications/unsubscribe/${payload}.${await signer.sign(payload)}`;
    },

    /** The claim a token carries: 404 notFound when it was not signed here, 410 sharedLinkExpired once expired. */
    async claimOf(token: string): Promise<UnsubscribeClaim> {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined || !(await signer.verify(payload, signature)))
        throw new DomainError('notFound');
      const { u, e, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        u: string;
        e: string;
        exp: number;
      };
      const event = NotificationEvent.safeParse(e);
      if (!event.success) throw new DomainError('notFound');
      if (options.now().getTime() > exp) throw new DomainError('sharedLinkExpired');
      return { userId: u, event: event.data };
    },
  };
};
