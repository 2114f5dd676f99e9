// Issue #7 item 10: two store processes on one PostgreSQL database, neither given SESSION_SECRET, must
// accept each other's CSRF tokens (a proxy sends a buyer's requests to either). Before the secret was
// kept in the database, each process made its own in its own data folder and refused the other's writes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs } from '../testing/api.ts';
import { signedInAccount } from '../testing/factories.ts';
import { useTestApp } from '../testing/suite.ts';
import { buildSiblingApp } from '../testing/test-app.ts';

describe('two processes on one PostgreSQL database without SESSION_SECRET', () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'store-process-'));
    folders.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });
  // A server URL in the config (the database itself is the test's): what a process with DATABASE_URL sees.
  const testApp = useTestApp(undefined, { config: { sessionSecret: undefined, databaseUrl: 'postgres://db.invalid/store', dataDir: folder() } });

  it("accepts a write signed in on the other process, each with its own data folder", async () => {
    const other = await buildSiblingApp(testApp, { overrides: { dataDir: folder() } });
    try {
      const buyer = await signedInAccount(testApp);
      const response = await apiAs(other, buyer).get('/api/cart');
      expect(response.status).toBe(200);
      const write = await apiAs(other, buyer).delete('/api/cart/no-such-line');
      // 404: the CSRF check passed and the line is simply not there (a refused token is 403).
      expect(write.status).toBe(404);
    } finally {
      await other.app.close();
    }
  });
});
