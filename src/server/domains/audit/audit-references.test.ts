// Issue #26 item 9: rows written before references were kept get theirs from the migration, which sets
// the append-only trigger aside for its own statements only; and the log's words and actor filter are
// answered from their trigram indexes, whatever the log's size.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { newApplication, openAddressRequest } from '../../testing/back-office.fixtures.ts';
import { createAccountWithUser } from '../../testing/factories.ts';
import { insertPlacedOrder } from '../../testing/fulfilment.fixtures.ts';
import { createStaffMember } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { createAuditRepo, type AuditFilter } from './audit.repo.ts';

describe('the migration that names audited records', () => {
  const testApp = useTestApp();
  const migrationsFolder = new URL('../../db/migrations/', import.meta.url);

  it('gives rows written before it the reference their record still has, and leaves the log append-only', async () => {
    const pool = testApp.database.pool;
    const one = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows[0] as T;
    const account = await createAccountWithUser(testApp);
    const order = await insertPlacedOrder(testApp, account);
    const category = await one<{ id: number; path: string }>("INSERT INTO categories (slug, path, title) VALUES ('wound-care', 'wound-care', 'Wound Care') RETURNING id, path");
    const product = await one<{ id: number; sku: string }>(
      "INSERT INTO products (sku, slug, title, category_id, price_cents, base_price_cents) VALUES ('DPD-1007', 'dpd-1007', 'Dressing Pad 10 x 10cm-5', $1, 1249, 1249) RETURNING id, sku",
      [category.id],
    );
    const member = await createStaffMember(testApp, 'staff');
    const application = await newApplication(testApp);
    const { company_name: company } = await one<{ company_name: string }>('SELECT company_name FROM trade_applications WHERE id = $1', [application.id]);
    const request = await openAddressRequest(testApp);
    const key = await one<{ id: number }>("INSERT INTO api_keys (name, scopes, key_prefix, key_hash) VALUES ('Accounting ERP', '{orders}', 'csk_ab', 'hash-1') RETURNING id");
    const hook = await one<{ id: number }>("INSERT INTO webhooks (url, events, secret) VALUES ('https://erp.example/hooks', '{order.placed}', 'whsec_x') RETURNING id");
    const skus = Array.from({ length: 25 }, (_, index) => `BULK-${String(index).padStart(2, '0')}`);

    // As the log was before the migration.
    await pool.query('DROP INDEX audit_log_search_idx; DROP INDEX audit_log_actor_idx; ALTER TABLE audit_log DROP COLUMN reference');
    await pool.query('ALTER TABLE audit_log RENAME COLUMN actor TO actor_email');
    const { first } = await one<{ first: number }>('SELECT coalesce(max(id), 0) + 1 AS first FROM audit_log');
    const rows: [entity: string, action: string, entityId: string | number, before: unknown, after: unknown, expected: string | null][] = [
      ['order', 'order.status', order.id, { fulfilment_status: 'new' }, { fulfilment_status: 'processing' }, order.orderNumber],
      ['order', 'order.status', 999_999, null, null, null],
      ['account', 'account.update', account.accountId, { name: 'A' }, { name: 'B' }, account.accountNumber],
      ['account', 'account.sync', '2 accounts', null, { 'EXT-2': { account_number: '100300' }, 'EXT-1': { account_number: '100200' }, addresses_changed: 1 }, '100200, 100300'],
      ['product', 'product.update', product.id, { price: 1 }, { price: 2 }, product.sku],
      ['product', 'product.sync', '2 products', { 'NIT-2': {}, 'APR-1': {} }, { 'NIT-2': {}, 'APR-1': {} }, 'APR-1, NIT-2'],
      ['product', 'product.sync', '25 products', null, Object.fromEntries(skus.map((sku) => [sku, {}])), `${skus.slice(0, 20).join(', ')} and 5 more`],
      ['category', 'category.update', category.id, { title: 'A' }, { title: 'B' }, category.path],
      ['staff', 'staff.update', member.id, { role: 'owner' }, { role: 'staff' }, member.email],
      ['application', 'application.approve', application.id, { status: 'pending' }, { status: 'approved', account_number: '100900' }, `100900 · ${company}`],
      ['application', 'application.decline', application.id, { status: 'pending' }, { status: 'declined' }, company],
      ['address_request', 'address_request.apply', request.requestId, { status: 'open' }, { status: 'applied' }, `${request.account.accountNumber} · ERP-${request.account.accountId}`],
      ['api_key', 'api_key.revoke', key.id, { revoked: false }, { revoked: true }, 'Accounting ERP'],
      ['webhook', 'webhook.remove', hook.id, { url: 'https://erp.example/hooks' }, null, 'https://erp.example/hooks'],
      ['content_page', 'content_page.update', 'about-us', { title: 'About' }, { title: 'About Us' }, 'About Us'],
      ['testimonial', 'testimonial.delete', 71, { id: 71, title: 'Kind words from Rata House' }, null, 'Kind words from Rata House'],
      ['catalogue_import', 'catalogue.import', 'token-1', null, { file_name: 'prices-june.csv', rows: 3 }, 'prices-june.csv'],
      ['notice', 'notice.update', 1, { enabled: false }, { enabled: true }, 'Site notice'],
    ];
    for (const [entity, action, entityId, before, after] of rows) {
      await pool.query('INSERT INTO audit_log (actor_email, action, entity, entity_id, before, after) VALUES ($1, $2, $3, $4, $5, $6)', [
        'desk@care-supply.example',
        action,
        entity,
        String(entityId),
        before === null ? null : JSON.stringify(before),
        after === null ? null : JSON.stringify(after),
      ]);
    }

    const file = readdirSync(migrationsFolder).find((name) => name.endsWith('_audit_references.sql'));
    expect(file).toBeDefined();
    for (const statement of readFileSync(new URL(file ?? '', migrationsFolder), 'utf8').split('--> statement-breakpoint')) await testApp.database.db.execute(sql.raw(statement));

    const { rows: named } = await pool.query('SELECT action, actor, reference FROM audit_log WHERE id >= $1 ORDER BY id', [first]);
    expect(named).toEqual(rows.map(([, action, , , , expected]) => ({ action, actor: 'desk@care-supply.example', reference: expected })));
    // The trigger is back: caught inside the database (the embedded database's socket drops a connection an exception reaches).
    await pool.query(`CREATE FUNCTION attempt(statement text) RETURNS text LANGUAGE plpgsql AS $$
      BEGIN EXECUTE statement; RETURN 'done'; EXCEPTION WHEN others THEN RETURN SQLERRM; END $$`);
    const { rows: refused } = await pool.query<{ outcome: string }>("SELECT attempt('UPDATE audit_log SET reference = ''forged''') AS outcome");
    expect(refused[0]?.outcome).toMatch(/never changed or removed/);
  });
});

describe('the audit log search', () => {
  const testApp = useTestApp();

  /** The plans of the statements the repository sends for `filter`, were a sequential scan the dearer way (as on a large log). */
  async function plansOf(filter: AuditFilter): Promise<string[]> {
    const sent: { query: string; params: unknown[] }[] = [];
    const repo = createAuditRepo(drizzle(testApp.database.pool, { logger: { logQuery: (query, params) => sent.push({ query, params }) } }));
    await repo.findPage(filter, { limit: 50, offset: 0 });
    const client = await testApp.database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const plans: string[] = [];
      for (const statement of sent) {
        const { rows } = await client.query(`EXPLAIN ${statement.query}`, statement.params);
        plans.push(rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
      }
      return plans;
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  }

  it('answers words and the actor filter from indexes: the count from their trigram indexes, the page from one or the newest first', async () => {
    for (const [filter, index] of [[{ q: '100003' }, 'audit_log_search_idx'], [{ actor: 'api-key:Accounting' }, 'audit_log_actor_idx']] as const) {
      const [page, counted] = await plansOf(filter);
      expect(page, JSON.stringify(filter)).toMatch(new RegExp(`${index}|audit_log_created_idx`));
      expect(page, JSON.stringify(filter)).not.toContain('Seq Scan');
      expect(counted, JSON.stringify(filter)).toContain(index);
      expect(counted, JSON.stringify(filter)).not.toContain('Seq Scan');
    }
  });
});
