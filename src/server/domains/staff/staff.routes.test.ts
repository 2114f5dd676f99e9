// Issue #17 Part 2: owners add staff, change their role and deactivate them; every change is audited.
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { createStaffMember, expectStaffGuarded, signInStaff, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { buildSiblingApp } from '../../testing/test-app.ts';
import { EMAIL_TAKEN_MESSAGE, LAST_OWNER_MESSAGE } from './staff.service.ts';

const AT_ONCE = { timeout: 1000, interval: 20 };

describe('staff endpoints', () => {
  const testApp = useTestApp();

  it('lets an owner add a member, who signs in and enrols; the change is in the audit log without the password', async () => {
    const owner = await signedInStaff(testApp, 'owner');
    const client = apiAs(testApp, owner);
    const password = 'Warehouse-shelves-42';
    const created = await client.post('/admin/api/staff', { email: 'Pack.Bench@Example.test', password, role: 'warehouse' });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ email: 'Pack.Bench@Example.test', role: 'warehouse', active: true, enrolled: false, last_sign_in_at: null });
    expect(okBody(await client.get('/admin/api/staff')).data.map((member: { email: string }) => member.email)).toContain('Pack.Bench@Example.test');

    expectInvalid(await client.post('/admin/api/staff', { email: 'pack.bench@example.test', password, role: 'staff' }), 'email', EMAIL_TAKEN_MESSAGE);
    expectInvalid(await client.post('/admin/api/staff', { email: 'new@example.test', password: 'password1234', role: 'staff' }), 'password');
    expectInvalid(await client.post('/admin/api/staff', { email: 'new@example.test', password, role: 'manager' }), 'role');

    const member = { id: created.body.data.id, email: 'pack.bench@example.test', password, role: 'warehouse' as const };
    const warehouse = await signInStaff(testApp, member);
    expect(okBody(await apiAs(testApp, warehouse).get('/admin/api/me'))).toEqual({ id: member.id, email: 'Pack.Bench@Example.test', role: 'warehouse' });

    const audit = okBody(await client.get(`/admin/api/audit?entity=staff&q=${member.id}`));
    const entry = audit.data.find((row: { action: string; entity_id: string }) => row.action === 'staff.create' && row.entity_id === String(member.id));
    expect(entry).toMatchObject({ staff_id: owner.member.id, actor: owner.member.email, reference: 'Pack.Bench@Example.test', before: null, after: { email: 'Pack.Bench@Example.test', role: 'warehouse', active: true } });
    const { rows } = await testApp.database.pool.query('SELECT before::text, after::text FROM audit_log');
    expect(JSON.stringify(rows)).not.toContain(password);
  });

  it('changes a role (from the next request) and deactivates a member, whose sessions end at once', async () => {
    const owner = await signedInStaff(testApp, 'owner');
    const colleague = await signedInStaff(testApp, 'staff');
    const client = apiAs(testApp, owner);
    expect((await apiAs(testApp, colleague).get('/admin/api/audit')).status).toBe(200);

    const demoted = await client.request('PATCH', `/admin/api/staff/${colleague.member.id}`, { role: 'warehouse' });
    expect(okBody(demoted).data).toMatchObject({ role: 'warehouse', active: true, enrolled: true });
    const refused = await apiAs(testApp, colleague).get('/admin/api/audit');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role (Warehouse) does not allow you to read the audit log. Ask an owner.');

    okBody(await client.request('PATCH', `/admin/api/staff/${colleague.member.id}`, { active: false }));
    expect((await apiAs(testApp, colleague).get('/admin/api/me')).status).toBe(401);
    // Nor can they sign in again.
    await expect(signInStaff(testApp, colleague.member, { secret: colleague.secret })).rejects.toThrow(/422/);

    const entries = okBody(await client.get(`/admin/api/audit?entity=staff&actor=${encodeURIComponent(owner.member.email)}`)).data;
    // The owner's own sign-in is on record too.
    expect(entries.map((row: { action: string }) => row.action)).toEqual(['staff.deactivate', 'staff.update', 'staff.sign_in']);
    expect(entries[0]).toMatchObject({ reference: colleague.member.email, before: { active: true }, after: { active: false } });
    expect(entries[1]).toMatchObject({ reference: colleague.member.email, before: { role: 'staff' }, after: { role: 'warehouse' } });
  });

  it('keeps one active owner: the last cannot be demoted or deactivated', async () => {
    await testApp.database.pool.query("UPDATE staff_members SET is_active = false WHERE role = 'owner'");
    const owner = await signedInStaff(testApp, 'owner');
    const client = apiAs(testApp, owner);
    for (const change of [{ role: 'staff' }, { active: false }]) {
      const response = await client.request('PATCH', `/admin/api/staff/${owner.member.id}`, change);
      expect(response.status, JSON.stringify(change)).toBe(409);
      expect(response.body).toEqual({ message: LAST_OWNER_MESSAGE });
    }
    const second = await createStaffMember(testApp, 'staff');
    okBody(await client.request('PATCH', `/admin/api/staff/${second.id}`, { role: 'owner' }));
    okBody(await client.request('PATCH', `/admin/api/staff/${owner.member.id}`, { role: 'staff' }));
  });

  it('answers 404 for an unknown member and 422 for bad input, naming the field', async () => {
    const client = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    expect((await client.request('PATCH', '/admin/api/staff/2147483000', { role: 'staff' })).status).toBe(404);
    expectInvalid(await client.request('PATCH', '/admin/api/staff/abc', { role: 'staff' }), 'id');
    expectInvalid(await client.request('PATCH', '/admin/api/staff/1', {}), 'role');
    expectInvalid(await client.request('PATCH', '/admin/api/staff/1', { active: 'no' }), 'active');
    expectInvalid(await client.post('/admin/api/staff', { email: 'x\u0000@example.test', password: 'Long-enough-pass', role: 'staff' }), 'email');
    expectInvalid(await client.post('/admin/api/staff', { email: 'ok@example.test', password: 'Long\ud800enough-pass', role: 'staff' }), 'password');
    expectInvalid(await client.post('/admin/api/staff', { email: `${'a'.repeat(10_000)}@example.test`, password: 'Long-enough-pass', role: 'staff' }), 'email');
    expectInvalid(await client.post('/admin/api/staff', { email: 'ok@example.test', password: 'Long-enough-pass', role: 7 }), 'role');
  });

  it('is for owners only, and guarded', async () => {
    const member = await createStaffMember(testApp, 'staff');
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/staff' }, { refusedRoles: ['staff', 'warehouse'] });
    await expectStaffGuarded(testApp, { method: 'POST', url: '/admin/api/staff', body: { email: 'g@example.test', password: 'Long-enough-pass', role: 'staff' } }, { refusedRoles: ['staff', 'warehouse'] });
    await expectStaffGuarded(testApp, { method: 'PATCH', url: `/admin/api/staff/${member.id}`, body: { active: false } }, { refusedRoles: ['staff', 'warehouse'] });
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/me' });
    const { rows } = await testApp.database.pool.query('SELECT is_active FROM staff_members WHERE id = $1', [member.id]);
    expect(rows[0]).toEqual({ is_active: true });
  });
});

describe('staff sessions across store processes', () => {
  const testApp = useTestApp(async (base) => ({ other: (await buildSiblingApp(base)).app }));
  afterAll(async () => testApp.other.close());

  it('ends a deactivated member’s session in the other process at once, and a new role holds there from the next request', async () => {
    const owner = await signedInStaff(testApp, 'owner');
    const colleague = await signedInStaff(testApp, 'staff');
    const there = apiAs({ app: testApp.other }, colleague);
    expect((await there.get('/admin/api/audit')).status).toBe(200);
    okBody(await apiAs(testApp, owner).request('PATCH', `/admin/api/staff/${colleague.member.id}`, { role: 'warehouse' }));
    await expect.poll(async () => (await there.get('/admin/api/audit')).status, AT_ONCE).toBe(403);
    okBody(await apiAs(testApp, owner).request('PATCH', `/admin/api/staff/${colleague.member.id}`, { active: false }));
    await expect.poll(async () => (await there.get('/admin/api/me')).status, AT_ONCE).toBe(401);
  });
});
