import { newId, type UserRow } from '../../src/store/index.ts';

/**
 * A confirmed Starter's users row, written straight to the store by the store suites (a placeholder password hash:
 * they never log in). `at` is when it was made and last changed; `fields` replace any column.
 */
export const userRow = (email: string, at: string, fields: Partial<UserRow> = {}): UserRow => ({
  id: newId(),
  email,
  password_hash: 'scrypt$1$00',
  password_salt: '00',
  first_name: 'F',
  last_name: 'L',
  locale: 'en-US',
  plan: 'starter',
  access_level: 4,
  capability: 1,
  is_confirmed: 1,
  is_demo: 0,
  profile_json: '{}',
  created_at: at,
  updated_at: at,
  ...fields,
});
