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

  it('is SESSION_SECRET when set', () => {
    expect(resolveCsrfSecret({ sessionSecret: 'configured-secret', databaseUrl: undefined, dataDir: '/nonexistent' })).toBe(
      'configured-secret',
    );
  });

  it('is random and kept in memory for an in-memory database', () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = resolveCsrfSecret({ sessionSecret: undefined, databaseUrl: 'memory://', dataDir });
    const second = resolveCsrfSecret({ sessionSecret: undefined, databaseUrl: 'memory://', dataDir });
    expect(first).not.toBe(second);
    expect(() => statSync(dataDir)).toThrow();
  });

  it('is generated once into DATA_DIR/session-secret with mode 600 and reused after a restart', () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = resolveCsrfSecret({ sessionSecret: undefined, databaseUrl: undefined, dataDir });
    const file = path.join(dataDir, SESSION_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(resolveCsrfSecret({ sessionSecret: undefined, databaseUrl: undefined, dataDir })).toBe(first);
  });
});
