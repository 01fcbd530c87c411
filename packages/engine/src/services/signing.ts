import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Store } from '../store/db.ts';
import { newSecret } from '../store/ids.ts';
import { claimAppState, readAppState } from '../store/repositories/app-state.ts';

/**
 * HMAC-SHA256 with a key stored once per database under `keyName` (app_state), so that every engine process on one
 * store accepts the others' signatures: the CSV download links and the notification mails' unsubscribe links.
 */
export const createStoreSigner = (options: { store: Store; keyName: string; now: () => Date }) => {
  const { store, keyName, now } = options;
  let key: Promise<Buffer> | undefined;
  const signingKey = (): Promise<Buffer> => {
    key ??= (async () => {
      await claimAppState(store.db, keyName, newSecret(32), now().toISOString());
      const value = await readAppState(store.db, keyName);
      if (!value) throw new Error(`the signing key ${keyName} could not be stored`);
      return Buffer.from(value, 'base64url');
    })();
    return key;
  };
  const sign = async (payload: string): Promise<Buffer> =>
    createHmac('sha256', await signingKey())
      .update(payload)
      .digest();
  return {
    /** The signature of `payload`, base64url. */
    sign: async (payload: string): Promise<string> => (await sign(payload)).toString('base64url'),
    /**
     * Whether `signature` is, character for character, this store's signature of `payload`; constant-time. The text
     * is compared, not its decoded bytes: a base64url decoder skips unknown characters and the last character's two
     * unused bits, so other spellings of a signature decode to the same bytes (test/signing.test.ts).
     */
    async verify(payload: string, signature: string): Promise<boolean> {
      const expected = Buffer.from((await sign(payload)).toString('base64url'));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
};
