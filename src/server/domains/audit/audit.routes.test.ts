// Issue #17 Part 5: the audit log is searched with filters and paged on the server; nothing changes a row.
// Issue #26 item 9: each row names its record as staff know it, and is found by that name.
import { describe, expect, it } from 'vitest';
import type { AuditEntity } from '../../../shared/audit-records.ts';
import { transactOn } from '../../db/executor.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import type { AuditActor, AuditEntry } from './audit-entry.types.ts';
import { createAuditRepo } from './audit.repo.ts';
import { batchReference, createAuditService } from './audit.service.ts';

describe('GET /admin/api/audit', () => {
  const testApp = useTestApp();

  async function write(...entries: AuditEntry[]) {
    const audit = createAuditService({ repo: createAuditRepo(testApp.database.db) });
    await transactOn(testApp.database.db)(async (tx) => {
      for (const entry of entries) await audit.write(tx, entry);
    });
  }

  async function writeEntries(actor: AuditActor, count: number, entity: AuditEntity = 'order') {
    await write(
      ...Array.from({ length: count }, (_, index) => ({
        actor,
        action: `${entity}.status`,
        entity,
        entityId: 1000 + index,
        reference: `REF-${1000 + index}`,
        before: { status: 'new' },
        after: { status: 'processing', carrier: `Carrier ${index}`, tracking_token: 'secret-token' },
      })),
    );
  }

  const idsOf = (body: { data: { entity_id: string }[] }) => body.data.map((row) => row.entity_id);

  it('finds entries by words, actor, entity and dates, newest first, 50 to a page', async () => {
    const owner = await signedInStaff(testApp, 'owner');
    const reader = await signedInStaff(testApp, 'staff');
    await writeEntries({ kind: 'staff', staffId: owner.member.id, email: owner.member.email }, 60);
    await writeEntries({ kind: 'staff', staffId: reader.member.id, email: reader.member.email }, 2, 'application');
    const client = apiAs(testApp, reader);
    // Besides these, the two sign-ins are on record.
    const first = okBody(await client.get('/admin/api/audit?q=.status'));
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 50, total: 62, last_page: 2 });
    expect(first.data).toHaveLength(50);
    expect(first.data[0]).toMatchObject({ action: 'application.status', actor: reader.member.email, entity: 'application', entity_id: '1001', reference: 'REF-1001' });
    // The writer left the token out, and the status that changed is all the before and after hold of it.
    expect(first.data[0].after).toEqual({ status: 'processing', carrier: 'Carrier 1' });
    expect(okBody(await client.get('/admin/api/audit?q=.status&page=2')).data).toHaveLength(12);

    expect(okBody(await client.get('/admin/api/audit?entity=application')).meta.total).toBe(2);
    expect(okBody(await client.get(`/admin/api/audit?entity=order&actor=${encodeURIComponent(owner.member.email.toUpperCase())}`)).meta.total).toBe(60);
    // A link made before the filter was named for the actor still filters.
    expect(okBody(await client.get(`/admin/api/audit?entity=order&staff=${encodeURIComponent(owner.member.email)}`)).meta.total).toBe(60);
    expect(idsOf(okBody(await client.get('/admin/api/audit?q=Carrier%2059')))).toEqual(['1059']);
    expect(okBody(await client.get('/admin/api/audit?q=100%25')).meta.total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
    expect(okBody(await client.get(`/admin/api/audit?q=.status&date_from=${today}&date_to=${today}`)).meta.total).toBe(62);
    expect(okBody(await client.get('/admin/api/audit?date_to=2020-01-01')).meta.total).toBe(0);
  });

  it('finds a record by the name staff know it by: an order number, an account number, a SKU, whole, in part or in any case', async () => {
    const owner = await signedInStaff(testApp, 'owner');
    const staff = { kind: 'staff', staffId: owner.member.id, email: owner.member.email } as const;
    const erp = { kind: 'api-key', staffId: null, keyId: 1, email: 'api-key:Accounting ERP' } as const;
    await write(
      { actor: staff, action: 'order.status', entity: 'order', entityId: 3, reference: 'CS-100003', before: { fulfilment_status: 'new' }, after: { fulfilment_status: 'processing' } },
      { actor: staff, action: 'account.update', entity: 'account', entityId: 12, reference: '100200', before: { name: 'Sunrise' }, after: { name: 'Sunrise Care' } },
      { actor: erp, action: 'product.sync', entity: 'product', entityId: '2 products', reference: batchReference(['DPD-1008', 'DPD-1007']), before: null, after: null },
    );
    const client = apiAs(testApp, owner);
    const found = async (q: string) => idsOf(okBody(await client.get(`/admin/api/audit?q=${encodeURIComponent(q)}`)));

    expect(await found('CS-100003')).toEqual(['3']);
    expect(await found('100003')).toEqual(['3']);
    expect(await found('100200')).toEqual(['12']);
    expect(await found('DPD-1007')).toEqual(['2 products']);
    expect(await found('dpd-1008')).toEqual(['2 products']);
    const [batch] = okBody(await client.get('/admin/api/audit?entity=product')).data;
    expect(batch).toMatchObject({ reference: 'DPD-1007, DPD-1008', actor: 'api-key:Accounting ERP', staff_id: null });
  });

  it('names a batch by its first 20 references and how many more', () => {
    const skus = Array.from({ length: 2_503 }, (_, index) => `SKU-${String(index).padStart(4, '0')}`);
    expect(batchReference(skus.toReversed())).toBe(`${skus.slice(0, 20).join(', ')} and 2,483 more`);
    expect(batchReference(['B', 'A'])).toBe('A, B');
  });

  it('lists only what changed: fields left as they were are in neither before nor after', async () => {
    const owner = await signedInStaff(testApp, 'owner');
    await write({
      actor: { kind: 'staff', staffId: owner.member.id, email: owner.member.email },
      action: 'address_request.apply',
      entity: 'address_request',
      entityId: 8,
      reference: '100200 · ADDR-7',
      before: { status: 'open', address_id: 41, line_1: '1 Tui Street', city: 'Hamilton', line_2: null },
      after: { status: 'applied', address_id: 41, line_1: '9 Kea Road', city: 'Hamilton', line_2: null },
    });
    const [entry] = okBody(await apiAs(testApp, owner).get('/admin/api/audit?entity=address_request')).data;
    expect(entry.reference).toBe('100200 · ADDR-7');
    expect(entry.before).toEqual({ status: 'open', line_1: '1 Tui Street' });
    expect(entry.after).toEqual({ status: 'applied', line_1: '9 Kea Road' });
  });

  it('answers 422 naming the field for bad input', async () => {
    const client = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    expectInvalid(await client.get('/admin/api/audit?q=%00'), 'q');
    expectInvalid(await client.get('/admin/api/audit?actor=a%01b'), 'actor');
    expectInvalid(await client.get('/admin/api/audit?staff=a%01b'), 'staff');
    // A lone surrogate cannot travel in a URL: its bytes are read as U+FFFD, and the request is answered.
    expect((await client.get('/admin/api/audit?actor=%ED%A0%80')).status).toBe(200);
    expectInvalid(await client.get(`/admin/api/audit?q=${'x'.repeat(10_000)}`), 'q');
    expectInvalid(await client.get(`/admin/api/audit?actor=${'x'.repeat(10_000)}`), 'actor');
    expectInvalid(await client.get('/admin/api/audit?page=0'), 'page');
    expectInvalid(await client.get('/admin/api/audit?page=two'), 'page');
    expectInvalid(await client.get('/admin/api/audit?entity=order&entity=staff'), 'entity');
    // Only a kind of record some change is logged as.
    expect((await client.get('/admin/api/audit?entity=address-request')).body.errors).toEqual({ entity: 'Choose a kind of record from the list.' });
    expectInvalid(await client.get('/admin/api/audit?entity=%00'), 'entity');
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
    for (const statement of ["UPDATE audit_log SET action = 'forged'", "UPDATE audit_log SET reference = 'forged'", 'DELETE FROM audit_log', 'TRUNCATE audit_log']) {
      const { rows } = await pool.query<{ outcome: string }>('SELECT attempt($1) AS outcome', [statement]);
      expect(rows[0]?.outcome, statement).toMatch(/never changed or removed/);
    }
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'forged' OR reference = 'forged'");
    expect(rows[0]).toEqual({ n: 0 });
  });
});
