import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { apiAs } from '../../testing/api.ts';
import { useTestApp } from '../../testing/suite.ts';
import { CHECK_TIMEOUT_MS, isDatabaseAnswering, RECENT_ANSWER_MS } from './health.service.ts';

describe('GET /healthz', () => {
  const testApp = useTestApp();
  const healthz = () => apiAs(testApp, null).get('/healthz');

  it('answers ok when the database answers', async () => {
    const response = await healthz();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok' });
  });

  it('stays cheap: no session, no cookies', async () => {
    const response = await healthz();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers at once while the only connection is busy, because a statement finished just now', async () => {
    await testApp.database.pool.query('SELECT 1');
    const busy = await testApp.database.pool.connect();
    try {
      const started = performance.now();
      const response = await healthz();
      expect(response.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(500);
    } finally {
      busy.release();
    }
  });

  it('counts the database as not answering when nothing finished lately and SELECT 1 does not come back in time', async () => {
    // A database that never answers: a stand-in, since a real one cannot be made to hang on cue.
    const hanging = {
      kind: 'postgres',
      pool: { ended: false, query: () => new Promise(() => {}) },
      lastAnsweredAtMs: () => 1_000,
    } as unknown as Database;
    const started = performance.now();
    expect(await isDatabaseAnswering(hanging, 1_000 + RECENT_ANSWER_MS + 1)).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(CHECK_TIMEOUT_MS - 50);
    // Within the window the last answer counts, without asking again.
    expect(await isDatabaseAnswering(hanging, 1_000 + RECENT_ANSWER_MS - 1)).toBe(true);
  });

  it('asks the database itself when nothing finished lately', async () => {
    const later = testApp.database.lastAnsweredAtMs() + RECENT_ANSWER_MS + 1;
    const before = testApp.database.lastAnsweredAtMs();
    expect(await isDatabaseAnswering(testApp.database, later)).toBe(true);
    expect(testApp.database.lastAnsweredAtMs()).toBeGreaterThanOrEqual(before);
  });

  it('answers 503 when the database is gone', async () => {
    await testApp.database.pool.end();
    const response = await healthz();
    expect(response.status).toBe(503);
  });
});
