// Issue #17 Part 5: the audit log is searched with filters and paged on the server; nothing changes a row.
import { describe, expect, it } from 'vitest';
import { transactOn } from '../../db/executor.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import type { AuditActor } from './audit-entry.types.ts';
import { createAuditRepo } from './audit.repo.ts';
import { createAuditService } from './audit.service.ts';

describe('GET /admin/api/audit', () => {
  const testApp = useTestApp();

  async function writeEntries(actor: AuditActor, count: number, entity = 'order') {
    const audit = createAuditService({ repo: createAuditRepo(testApp.database.db) });
    await transactOn(testApp.database.db)(async (tx) => {
      for (let index = 0; index < count; index += 1) {
        await audit.write(tx, { actor, action: `${entity}.status`, entity, entityId: 1000 + index, before: { status: 'new' }, after: { status: 'processing', carrier: `Carrier ${index}`, tracking_token: 'secret-token' } });
      }
    });
  }

  it('finds entries by words, staff, entity and dates, newest first, 50 to a page', async () => {
    const owner = await signedInStaff(testApp, 'owner');
    const reader = await signedInStaff(testApp, 'staff');
    await writeEntries({ kind: 'staff', staffId: owner.member.id, email: owner.member.email }, 60);
    await writeEntries({ kind: 'staff', staffId: reader.member.id, email: reader.member.email }, 2, 'application');
    const client = apiAs(testApp, reader);

    const first = okBody(await client.get('/admin/api/audit'));
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 50, total: 62, last_page: 2 });
    expect(first.data).toHaveLength(50);
    expect(first.data[0]).toMatchObject({ action: 'application.status', staff_email: reader.member.email, entity: 'application', entity_id: '1001' });
    // The writer left the token out.
    expect(first.data[0].after).toEqual({ status: 'processing', carrier: 'Carrier 1' });
    expect(okBody(await client.get('/admin/api/audit?page=2')).data).toHaveLength(12);

    expect(okBody(await client.get('/admin/api/audit?entity=application')).meta.total).toBe(2);
    expect(okBody(await client.get(`/admin/api/audit?staff=${encodeURIComponent(owner.member.email.toUpperCase())}`)).meta.total).toBe(60);
    expect(okBody(await client.get('/admin/api/audit?q=Carrier%2059')).data.map((row: { entity_id: string }) => row.entity_id)).toEqual(['1059']);
    expect(okBody(await client.get('/admin/api/audit?q=100%25')).meta.total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
    expect(okBody(await client.get(`/admin/api/audit?date_from=${today}&date_to=${today}`)).meta.total).toBe(62);
    expect(okBody(await client.get('/admin/api/audit?date_to=2020-01-01')).meta.total).toBe(0);
  });

  it('answers 422 naming the field for bad input', async () => {
    const client = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    expectInvalid(await client.get('/admin/api/audit?q=%00'), 'q');
    expectInvalid(await client.get('/admin/api/audit?staff=a%01b'), 'staff');
    // A lone surrogate cannot travel in a URL: its bytes are read as U+FFFD, and the request is answered.
    expect((await client.get('/admin/api/audit?staff=%ED%A0%80')).status).toBe(200);
    expectInvalid(await client.get(`/admin/api/audit?q=${'x'.repeat(10_000)}`), 'q');
    expectInvalid(await client.get('/admin/api/audit?page=0'), 'page');
    expectInvalid(await client.get('/admin/api/audit?page=two'), 'page');
    expectInvalid(await client.get('/admin/api/audit?entity=a&entity=b'), 'entity');
    expectInvalid(await client.get('/admin/api/audit?date_from=2025-02-30'), 'date_from');
    expectInvalid(await client.get('/admin/api/audit?date_from=2025-03-10&date_to=2025-03-01'), 'date_to');
  });

  it('is for owners and staff, not the warehouse, and guarded', async () => {
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/audit' }, { refusedRoles: ['warehouse'] });
  });

  it('keeps every row as it was written: the database refuses to change or remove one', async () => {
    const owner = await signedInStaff(testApp, 'owner');
    await writeEntries({ kind: 'staff', staffId: owner.member.id, email: owner.member.email }, 1, 'account');
    const pool = testApp.database.pool;
    // The refusal is caught inside the database and its message returned: the embedded database's socket
    // drops a connection that an exception raised in PL/pgSQL reaches (nothing in the store raises one).
    await pool.query(`CREATE FUNCTION attempt(statement text) RETURNS text LANGUAGE plpgsql AS $$
      BEGIN EXECUTE statement; RETURN 'done'; EXCEPTION WHEN others THEN RETURN SQLERRM; END $$`);
    for (const statement of ["UPDATE audit_log SET action = 'forged'", 'DELETE FROM audit_log', 'TRUNCATE audit_log']) {
      const { rows } = await pool.query<{ outcome: string }>('SELECT attempt($1) AS outcome', [statement]);
      expect(rows[0]?.outcome, statement).toMatch(/never changed or removed/);
    }
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'forged'");
    expect(rows[0]).toEqual({ n: 0 });
  });
});
