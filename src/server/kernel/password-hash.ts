// Password hashing with Node's built-in scrypt (memory-hard), stored as a self-describing string
// `scrypt$N$r$p$salt$hash` (salt and hash base64url) so the cost can be raised later without a migration.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const SCRYPT_PARAMS = Object.freeze({ N: 2 ** 15, r: 8, p: 1 });
/**
 * Under Vitest only, a cost 32 times lower, as test suites commonly do (Django's tests use a fast hasher):
 * the suite makes thousands of users, and each hash at the store's cost takes 100 ms of a core. Hashes
 * describe their cost, so either verifies; password-hash.test.ts sets PASSWORD_HASH_COST=production to
 * check the store's own. Nothing outside Vitest (the store, the e2e and fault suites) ever uses it.
 */
const TEST_SCRYPT_PARAMS = Object.freeze({ N: 2 ** 10, r: 8, p: 1 });
const TEST_DUMMY_PASSWORD_HASH = 'scrypt$1024$8$1$2dbGiEL50hz2gnhQYmFW2w$h1Y3w2J0kJ-hAXE2xHUSXQJe3y4PnL20eUkXbTjWgGg';
const isTestCost = () => process.env.VITEST !== undefined && process.env.PASSWORD_HASH_COST !== 'production';
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// The largest cost a stored hash may ask for: a corrupt row must not make a verify allocate gigabytes.
const MAX_N = 2 ** 20;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** scrypt needs 128·N·r·p bytes; allow that plus headroom (Node's default maxmem is 32 MiB, too small for N=2^15). */
function maxmemFor(N: number, r: number, p: number): number {
  return 128 * N * r * p + 16 * 1024 * 1024;
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = isTestCost() ? TEST_SCRYPT_PARAMS : SCRYPT_PARAMS;
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmemFor(N, r, p) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type ParsedHash = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const isPowerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!isPowerOfTwo || N > MAX_N || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) {
    return null;
  }
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

/** True when `password` matches the stored hash; compares in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) {
    await verifyAgainstDummy(password);
    return false;
  }
  const { N, r, p, salt, key } = parsed;
  const candidate = await scryptAsync(password, salt, key.length, { N, r, p, maxmem: maxmemFor(N, r, p) });
  return timingSafeEqual(candidate, key);
}

/**
 * A random salt and key with the current parameters (no password matches it): signing in with an unknown
 * email verifies against it, so the answer takes as long as for a known email with a wrong password.
 */
export const DUMMY_PASSWORD_HASH =
  'scrypt$32768$8$1$2dbGiEL50hz2gnhQYmFW2w$h1Y3w2J0kJ-hAXE2xHUSXQJe3y4PnL20eUkXbTjWgGg';

/** Spends the time of one verification and always fails. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, isTestCost() ? TEST_DUMMY_PASSWORD_HASH : DUMMY_PASSWORD_HASH);
  return false;
}
