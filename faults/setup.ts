// A database for one scenario: a fresh PostgreSQL database or embedded data folder, migrated, with the
// demo catalogue and one account per buyer, and the products a buyer can add with no size to choose.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, runMigrations } from '../src/server/db/client.ts';
import { createAccountsRepo } from '../src/server/domains/accounts/accounts.repo.ts';
import { createAccountsService } from '../src/server/domains/accounts/accounts.service.ts';
import { withCliServices } from '../src/server/cli/cli-services.ts';
import { API_KEY_PREFIX, hashApiKey } from '../src/server/domains/integration/api-keys.service.ts';

export type FaultBuyer = { accountId: number; email: string; password: string };
/**
 * `erpKey`: an API key with the scope `orders`, for the ERP desk that dispatches the buyers' orders;
 * `deskMember`: a staff member (never signed in yet) for the desk's bulk dispatch (issue #30).
 */
export type PreparedDatabase = { buyers: FaultBuyer[]; productIds: number[]; erpKey: string; deskMember: { email: string; password: string } };

/** A new database on the PostgreSQL server at `serverUrl`; `drop` removes it. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `store_faults_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function prepareDatabase(target: { databaseUrl?: string; dataDir: string }, buyerCount: number): Promise<PreparedDatabase> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolMax: 2, queueLimit: 100, queueTimeoutMs: 60_000 });
  try {
    await runMigrations(database);
    const deskMember = { email: 'fault-desk@example.test', password: `fault-desk-${randomBytes(6).toString('hex')}` };
    await withCliServices({ database }, async ({ demo, staff }) => {
      await demo.seedIfEmpty({ info: () => undefined });
      await staff.createFromCli({ ...deskMember, role: 'staff' });
    });
    const accounts = createAccountsService({ repo: createAccountsRepo(database.db) });
    const buyers: FaultBuyer[] = [];
    for (let index = 0; index < buyerCount; index++) {
      const email = `fault-buyer-${index}@example.test`;
      const password = `fault-password-${index}-${randomBytes(4).toString('hex')}`;
      const { accountId } = await accounts.createAccountWithUser({
        email,
        password,
        accountNumber: `9${String(index).padStart(5, '0')}`,
        accountName: `Fault Rest Home ${index}`,
        firstName: 'Fault',
        lastName: `Buyer ${index}`,
        canPayOnAccount: true,
      });
      buyers.push({ accountId, email, password });
    }
    const { rows } = await database.pool.query<{ id: number }>(`
      SELECT p.id FROM products p
      WHERE p.is_active AND NOT EXISTS (SELECT 1 FROM variant_cells c WHERE c.product_id = p.id)
      ORDER BY p.id`);
    const erpKey = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    await database.pool.query(`INSERT INTO api_keys (name, scopes, key_prefix, key_hash) VALUES ('Fault ERP', '{orders}', $1, $2)`, [erpKey.slice(0, 12), hashApiKey(erpKey)]);
    return { buyers, productIds: rows.map((row) => row.id), erpKey, deskMember };
  } finally {
    await database.close();
  }
}
