import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';

async function query(embedded: EmbeddedPostgres, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ host: embedded.socketDir, port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe('the data directory lock', () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'store-lock-')), 'data');
  afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  // Three embedded databases start in turn (10 s alone; over 30 s beside the rest of the suite on a busy 2-core machine).
  it('refuses a second embedded database on the same folder while the first runs, and keeps the data', { timeout: 90_000 }, async () => {
    const first = await startEmbeddedPostgres(dataDir);
    try {
      await query(first, 'CREATE TABLE kept (value text)');
      await query(first, "INSERT INTO kept VALUES ('still here')");
      await expect(startEmbeddedPostgres(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
      // The refused attempt did not disturb the running database.
      expect((await query(first, 'SELECT value FROM kept')).rows).toEqual([{ value: 'still here' }]);
    } finally {
      await first.stop();
    }

    const reopened = await startEmbeddedPostgres(dataDir);
    try {
      expect((await query(reopened, 'SELECT value FROM kept')).rows).toEqual([{ value: 'still here' }]);
    } finally {
      await reopened.stop();
    }
  });
});
