import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  parsePasswordHash,
  SCRYPT_PARAMS,
  verifyAgainstDummy,
  verifyPassword,
} from './password-hash.ts';

describe('password hashing', () => {
  // The store's own cost, not the suite's cheaper one (password-hash.ts).
  beforeAll(() => {
    process.env.PASSWORD_HASH_COST = 'production';
  });
  afterAll(() => {
    delete process.env.PASSWORD_HASH_COST;
  });

  it('stores a self-describing scrypt string with a random salt', async () => {
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verifies with the parameters stored in the hash, so older hashes keep working', async () => {
    const stored = await hashPassword('pw-12345678');
    const parsed = parsePasswordHash(stored);
    expect(parsed).toMatchObject(SCRYPT_PARAMS);
  });

  it('never matches a malformed or absurd hash', async () => {
    for (const stored of ['', '!', 'bcrypt$x', 'scrypt$3$8$1$c2FsdHNhbHQ$a2V5', `scrypt$${2 ** 30}$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5`]) {
      expect(parsePasswordHash(stored)).toBeNull();
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('keeps the dummy hash on the current parameters, so unknown emails cost the same time', async () => {
    expect(parsePasswordHash(DUMMY_PASSWORD_HASH)).toMatchObject(SCRYPT_PARAMS);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it('hashes at a cost 32 times lower under Vitest alone, which verifies all the same', async () => {
    delete process.env.PASSWORD_HASH_COST;
    try {
      const stored = await hashPassword('pw-12345678');
      expect(parsePasswordHash(stored)).toMatchObject({ N: 2 ** 10, r: 8, p: 1 });
      expect(await verifyPassword('pw-12345678', stored)).toBe(true);
      expect(await verifyAgainstDummy('pw-12345678')).toBe(false);
    } finally {
      process.env.PASSWORD_HASH_COST = 'production';
    }
  });
});
