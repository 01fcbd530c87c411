import { createHash, randomBytes } from 'node:crypto';

/** A random id (128 bits, base64url), valid for core's Id schema. */
export const newId = (): string => randomBytes(16).toString('base64url');

/** A secret of `bytes` random bytes (default 32 = 256 bits), base64url. */
export const newSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** SHA-256 of a token, hex: the only form in which session tokens, API keys and share tokens are stored. */
export const hashToken = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

/** 0/1 columns. */
export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | boolean | null | undefined): boolean => Number(value) === 1;
