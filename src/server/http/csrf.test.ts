import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { csrfTokenFor, isCsrfTokenValid, resolveCsrfSecret, SESSION_SECRET_FILE } from './csrf.ts';

describe('CSRF token derivation', () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters';

  it('is HMAC-SHA256(secret, sid) in base64url', () => {
    const expected = createHmac('sha256', secret).update('sid-value').digest('base64url');
    expect(csrfTokenFor(secret, 'sid-value')).toBe(expected);
    expect(expected).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('differs per session and per secret', () => {
    expect(csrfTokenFor(secret, 'one')).not.toBe(csrfTokenFor(secret, 'two'));
    expect(csrfTokenFor(secret, 'one')).not.toBe(csrfTokenFor(`${secret}x`, 'one'));
  });

  it('accepts only the token of this session', () => {
    const token = csrfTokenFor(secret, 'mine');
    expect(isCsrfTokenValid(secret, 'mine', token)).toBe(true);
    expect(isCsrfTokenValid(secret, 'theirs', token)).toBe(false);
    expect(isCsrfTokenValid(secret, 'mine', token.slice(1))).toBe(false);
    expect(isCsrfTokenValid(secret, 'mine', `${token}x`)).toBe(false);
    expect(isCsrfTokenValid(secret, 'mine', undefined)).toBe(false);
    expect(isCsrfTokenValid(secret, 'mine', '')).toBe(false);
    expect(isCsrfTokenValid(secret, 'mine', ['array'])).toBe(false);
    expect(isCsrfTokenValid(secret, '', csrfTokenFor(secret, ''))).toBe(false);
  });
});

describe('the CSRF secret', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csrf-secret-'));
    dirs.push(dir);
    return dir;
  };

  /** A stand-in for the app_secrets table: first candidate wins, as INSERT … ON CONFLICT DO NOTHING does. */
  const sharedTable = () => {
    const rows = new Map<string, string>();
    return {
      rows,
      async findOrCreate(name: string, candidate: string) {
        if (!rows.has(name)) rows.set(name, candidate);
        return rows.get(name) ?? '';
      },
    };
  };

  it('is SESSION_SECRET when set', async () => {
    const shared = sharedTable();
    expect(await resolveCsrfSecret({ sessionSecret: 'configured-secret', databaseUrl: 'postgres://db/x', dataDir: '/nonexistent' }, shared)).toBe(
      'configured-secret',
    );
    expect(shared.rows.size).toBe(0);
  });

  it('is random and kept in memory for an in-memory database', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = await resolveCsrfSecret({ sessionSecret: undefined, databaseUrl: 'memory://', dataDir }, sharedTable());
    const second = await resolveCsrfSecret({ sessionSecret: undefined, databaseUrl: 'memory://', dataDir }, sharedTable());
    expect(first).not.toBe(second);
    expect(() => statSync(dataDir)).toThrow();
  });

  it('is generated once into DATA_DIR/session-secret with mode 600 and reused after a restart', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = await resolveCsrfSecret({ sessionSecret: undefined, databaseUrl: undefined, dataDir }, sharedTable());
    const file = path.join(dataDir, SESSION_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(await resolveCsrfSecret({ sessionSecret: undefined, databaseUrl: undefined, dataDir }, sharedTable())).toBe(first);
  });

  it('is kept in the database on a PostgreSQL server, so every process gets the same one', async () => {
    const shared = sharedTable();
    const config = { sessionSecret: undefined, databaseUrl: 'postgres://db/x', dataDir: '/nonexistent' };
    const [first, second] = await Promise.all([resolveCsrfSecret(config, shared), resolveCsrfSecret(config, shared)]);
    expect(first).toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(shared.rows.get('csrf')).toBe(first);
  });
});
