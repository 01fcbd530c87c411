import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with a per-user 16-byte salt; N = 2^15, r = 8, p = 1 (OWASP's scrypt minimum is N = 2^17 with p = 1 at
// 64 MiB; 2^15 keeps the login path near 50 ms on a small VM and the hash parameters are stored with it).
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

const derive = (password: string, salt: Buffer, n: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r: R, p: P, maxmem: 256 * n * R },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });

/** A stored password: `scrypt$N$hexhash` and the hex salt. */
export interface PasswordHash {
  hash: string;
  salt: string;
}

export const hashPassword = async (password: string): Promise<PasswordHash> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N);
  return { hash: `scrypt$${N}$${key.toString('hex')}`, salt: salt.toString('hex') };
};

export const verifyPassword = async (password: string, stored: PasswordHash): Promise<boolean> => {
  const [scheme, cost, hex] = stored.hash.split('$');
  if (scheme !== 'scrypt' || !cost || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const key = await derive(password, Buffer.from(stored.salt, 'hex'), Number(cost));
  return key.length === expected.length && timingSafeEqual(key, expected);
};

/** Spends the time of one verification, so an unknown email answers as slowly as a wrong password. */
export const burnPasswordCheck = async (password: string): Promise<void> => {
  await derive(password, randomBytes(16), N);
};

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A mailed code: 10 characters of a 32-letter alphabet without look-alikes (50 bits). */
export const newMailCode = (): string =>
  Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** A random password that passes core's password rules (for demo users and `esgkit users reset-password`). */
export const newRandomPassword = (): string => `${randomBytes(12).toString('base64url')}aA1`;
