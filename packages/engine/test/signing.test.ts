import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreSigner } from '../src/services/signing.ts';
import { createStore, type Store } from '../src/store/index.ts';
import { storeTargets } from './helpers/databases.ts';

// The download links and the unsubscribe links carry an HMAC-SHA256 as base64url: 32 bytes are 43 characters, and
// the last one holds 4 bits of the signature and 2 unused bits. A decoder ignores those 2 bits, so three other
// spellings decode to the same bytes; a verifier that compares bytes accepts them (CI once changed the last 'A' of a
// link to 'B' and the "tampered" link still worked). Only the signer's own spelling may pass.

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The other spellings of `signature` that decode to the same bytes (its last character's unused bits set). */
const sameBytesSpellings = (signature: string): string[] => {
  const last = BASE64URL.indexOf(signature.at(-1)!);
  return [1, 2, 3].map((unusedBits) => signature.slice(0, -1) + BASE64URL[last | unusedBits]);
};

describe('store signatures', () => {
  const target = storeTargets[0]!;
  let place: Awaited<ReturnType<typeof target.create>>;
  let store: Store;
  let signer: ReturnType<typeof createStoreSigner>;

  beforeAll(async () => {
    place = await target.create();
    store = await createStore({ dataDir: place.dataDir, databaseUrl: place.databaseUrl });
    signer = createStoreSigner({
      store,
      keyName: 'test.signingKey',
      now: () => new Date('2026-11-26T10:00:00Z'),
    });
  });
  afterAll(async () => {
    await store?.close();
    await place?.drop();
  });

  it('accepts its own signature and refuses every other spelling of the same bytes', async () => {
    // payloads until one signature ends in a character whose unused bits are clear (one in four do)
    for (let n = 0; n < 64; n++) {
      const payload = `link-${n}`;
      const signature = await signer.sign(payload);
      expect(signature).toHaveLength(43);
      expect(await signer.verify(payload, signature)).toBe(true);
      for (const spelling of sameBytesSpellings(signature)) {
        if (spelling === signature) continue;
        expect(Buffer.from(spelling, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
        expect(await signer.verify(payload, spelling), `${signature} spelled ${spelling}`).toBe(false);
      }
    }
  });

  it('refuses a signature with characters a decoder would skip, padding, or another payload', async () => {
    const signature = await signer.sign('link');
    expect(await signer.verify('link', `${signature}=`)).toBe(false);
    expect(await signer.verify('link', `${signature.slice(0, 20)}!${signature.slice(20)}`)).toBe(false);
    expect(await signer.verify('link', ` ${signature}`)).toBe(false);
    expect(await signer.verify('link2', signature)).toBe(false);
    expect(await signer.verify('link', '')).toBe(false);
  });
});
