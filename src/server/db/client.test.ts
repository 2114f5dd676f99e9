import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DatabaseBusyError } from '../errors.ts';
import { openDatabase, runMigrations, type Database } from './client.ts';

describe('the database queue under overload', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: 'memory://', dataDir: '', poolMax: 1, queueLimit: 2, queueTimeoutMs: 300 });
    await runMigrations(database);
  });
  afterAll(async () => database.close());

  it('refuses at once past the queue limit, and times out the waiting ones', async () => {
    const held = await database.pool.connect();
    try {
      const started = Date.now();
      const attempts = Array.from({ length: 5 }, () =>
        database.pool.query('SELECT 1').then(
          () => 'ok',
          (error: Error) => ({ error, ms: Date.now() - started }),
        ),
      );
      const results = await Promise.all(attempts);
      const refused = results.filter((result) => typeof result !== 'string' && result.error instanceof DatabaseBusyError);
      expect(refused).toHaveLength(3);
      for (const result of refused) expect(typeof result !== 'string' && result.ms).toBeLessThan(100);
      const timedOut = results.filter((result) => typeof result !== 'string' && !(result.error instanceof DatabaseBusyError));
      expect(timedOut).toHaveLength(2);
    } finally {
      held.release();
    }
    expect((await database.pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
  });

  it('answers 503 with Retry-After, not a 500, when the database cannot take the request', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', SESSION_SECRET: 'x'.repeat(40) }, { databaseUrl: 'memory://' });
    const app = await buildApp(config, { database, withPages: false, runJobs: false });
    const held = await database.pool.connect();
    try {
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => app.inject({ method: 'GET', url: '/api/products?parent_id=1' })),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.every((status) => status === 503)).toBe(true);
      expect(responses[0]?.headers['retry-after']).toBe('1');
      expect(responses[0]?.json().message).toMatch(/busy/);
    } finally {
      held.release();
      await app.close();
    }
  });
});
