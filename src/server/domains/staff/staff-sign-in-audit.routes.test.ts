// Issue #26 item 9: back-office sign-ins are on record in the audit log: each success and how it was made,
// each failed password or code, a recovery code used (how many remain, never which), and the lockout after
// too many wrong codes. Never the password or code typed; nothing for an attempt the limits refuse.
import { describe, expect, it } from 'vitest';
import { transactOn } from '../../db/executor.ts';
import { ADMIN_SESSION_COOKIE } from '../../http/admin-session.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { failingAuditWriter } from '../../testing/audit-recorder.ts';
import { cookieValue } from '../../testing/factories.ts';
import { adminGuest, createStaffMember, passwordStep, signedInStaff, signInStaff, wrongTotpCode, type StaffTestSession } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { CODE_FAILURES_PER_SIGN_IN, createStaffSignInService, WRONG_RECOVERY_CODE_MESSAGE } from './staff-sign-in.service.ts';
import { createStaffRepo } from './staff.repo.ts';
import { createStaffSecurityRepo } from './staff-security.repo.ts';
import { totpCodeAt, TOTP_PERIOD_SECONDS } from './totp.ts';

type Row = { action: string; actor: string; staff_id: number | null; entity: string; entity_id: string; reference: string | null; after: Record<string, unknown> | null };

describe('back-office sign-ins in the audit log', () => {
  const testApp = useTestApp();

  /** The member's sign-in entries, oldest first, as the log answers them. */
  async function signInsOf(reader: StaffTestSession, email: string): Promise<Row[]> {
    const body = okBody(await apiAs(testApp, reader).get(`/admin/api/audit?entity=staff&q=${encodeURIComponent(email)}`));
    return (body.data as Row[]).filter((row) => row.action.startsWith('staff.sign_in')).toReversed();
  }

  it('records each sign-in and how it was made: a new authenticator, a recovery code (how many remain), the authenticator', async () => {
    const owner = await signedInStaff(testApp, 'owner');
    const member = await createStaffMember(testApp, 'staff');
    const first = await signInStaff(testApp, member);
    const recovery = await passwordStep(testApp, member);
    okBody(await apiAs(testApp, recovery.session, { remoteAddress: recovery.remoteAddress }).post('/admin/api/login/code', { recovery_code: first.recoveryCodes[3] }));
    await signInStaff(testApp, member, { secret: first.secret, at: new Date(Date.now() + TOTP_PERIOD_SECONDS * 1000) });

    const entries = await signInsOf(owner, member.email);
    const common = { action: 'staff.sign_in', actor: member.email, staff_id: member.id, entity: 'staff', entity_id: String(member.id), reference: member.email };
    expect(entries).toEqual([
      expect.objectContaining({ ...common, after: { method: 'new authenticator', ip: expect.stringMatching(/^172\.16\./) } }),
      expect.objectContaining({ ...common, after: { method: 'recovery code', recovery_codes_left: 9, ip: recovery.remoteAddress } }),
      expect.objectContaining({ ...common, after: { method: 'authenticator', ip: expect.stringMatching(/^172\.16\./) } }),
    ]);
    const { rows } = await testApp.database.pool.query<{ text: string }>('SELECT concat(before::text, after::text) AS text FROM audit_log WHERE reference = $1', [member.email]);
    for (const { text } of rows) {
      for (const secret of [member.password, first.secret, ...first.recoveryCodes, first.recoveryCodes[3]?.replace('-', '')]) expect(text).not.toContain(secret);
    }
  });

  it('records failed passwords under the member, or the e-mail typed when no member has it, with why', async () => {
    const owner = await signedInStaff(testApp, 'owner');
    const member = await createStaffMember(testApp, 'staff');
    const gone = await createStaffMember(testApp, 'staff');
    await testApp.database.pool.query('UPDATE staff_members SET is_active = false WHERE id = $1', [gone.id]);
    const stranger = `Nobody-${member.id}@Example.test`;
    for (const [index, credentials] of [
      { email: member.email.toUpperCase(), password: `${member.password}x` },
      { email: ` ${stranger}`, password: member.password },
      { email: gone.email, password: gone.password },
    ].entries()) {
      const address = `198.51.100.${40 + index}`;
      const response = await apiAs(testApp, await adminGuest(testApp, address), { remoteAddress: address }).post('/admin/api/login', credentials);
      expect(response.status).toBe(422);
    }
    const failed = { action: 'staff.sign_in_failed', entity: 'staff' };
    expect(await signInsOf(owner, member.email)).toEqual([
      expect.objectContaining({ ...failed, actor: member.email, staff_id: member.id, reference: member.email, after: { step: 'password', reason: 'wrong password', ip: '198.51.100.40' } }),
    ]);
    expect(await signInsOf(owner, stranger)).toEqual([
      expect.objectContaining({ ...failed, actor: stranger, staff_id: null, entity_id: stranger, reference: stranger, after: { step: 'password', reason: 'no member has this e-mail', ip: '198.51.100.41' } }),
    ]);
    expect(await signInsOf(owner, gone.email)).toEqual([expect.objectContaining({ ...failed, actor: gone.email, staff_id: gone.id, after: { step: 'password', reason: 'deactivated', ip: '198.51.100.42' } })]);
    const { rows } = await testApp.database.pool.query<{ text: string }>("SELECT concat(before::text, after::text) AS text FROM audit_log WHERE action = 'staff.sign_in_failed'");
    for (const { text } of rows) for (const password of [member.password, `${member.password}x`, gone.password]) expect(text).not.toContain(password);
  });

  it('records wrong codes, a code used already, a wrong recovery code, and the lockout that ends the sign-in', async () => {
    const owner = await signedInStaff(testApp, 'owner');
    const member = await createStaffMember(testApp, 'warehouse');
    const first = await signInStaff(testApp, member);
    const { rows } = await testApp.database.pool.query('SELECT totp_last_step FROM staff_members WHERE id = $1', [member.id]);
    const usedCode = totpCodeAt(first.secret, new Date((rows[0] as { totp_last_step: number }).totp_last_step * TOTP_PERIOD_SECONDS * 1000));
    const { session, remoteAddress } = await passwordStep(testApp, member);
    const client = apiAs(testApp, session, { remoteAddress });
    expect((await client.post('/admin/api/login/code', { code: usedCode })).status).toBe(422);
    expectInvalid(await client.post('/admin/api/login/code', { recovery_code: 'aaaaa-bbbbb' }), 'recovery_code', WRONG_RECOVERY_CODE_MESSAGE);
    for (let attempt = 3; attempt <= CODE_FAILURES_PER_SIGN_IN; attempt += 1) expect((await client.post('/admin/api/login/code', { code: wrongTotpCode(first.secret) })).status).toBe(422);

    const failures = (await signInsOf(owner, member.email)).slice(1);
    expect(failures.map((row) => [row.action, row.after])).toEqual([
      ['staff.sign_in_failed', { step: 'authenticator code', reason: 'code used already', failures: 1, ip: remoteAddress }],
      ['staff.sign_in_failed', { step: 'recovery code', reason: 'wrong code', failures: 2, ip: remoteAddress }],
      ['staff.sign_in_failed', { step: 'authenticator code', reason: 'wrong code', failures: 3, ip: remoteAddress }],
      ['staff.sign_in_failed', { step: 'authenticator code', reason: 'wrong code', failures: 4, ip: remoteAddress }],
      ['staff.sign_in_locked', { step: 'authenticator code', reason: 'wrong code', failures: 5, ip: remoteAddress }],
    ]);
    for (const row of failures) expect(row).toMatchObject({ actor: member.email, staff_id: member.id, reference: member.email });
    expect(JSON.stringify(failures)).not.toContain(usedCode);
  });

  it('uses a recovery code only with the sign-in it records: if the entry cannot be written, the code is still unused', async () => {
    const member = await createStaffMember(testApp, 'staff');
    const first = await signInStaff(testApp, member);
    const { session } = await passwordStep(testApp, member);
    const signIn = createStaffSignInService({ repo: createStaffRepo(testApp.database.db), security: createStaffSecurityRepo(testApp.database.db), transact: transactOn(testApp.database.db), audit: failingAuditWriter, idleMinutes: 30 });
    const token = cookieValue(session.cookies, ADMIN_SESSION_COOKIE) ?? '';
    await expect(signIn.checkCode(token, { recoveryCode: first.recoveryCodes[0], ip: '203.0.113.5', userAgent: 'test' })).rejects.toThrow(/out of reach/);
    const { rows } = await testApp.database.pool.query('SELECT count(*)::int AS n FROM staff_recovery_codes WHERE staff_id = $1 AND used_at IS NULL', [member.id]);
    expect(rows[0]).toEqual({ n: 10 });
    // The pending session is still there: the code works once the log does.
    const { rows: sessions } = await testApp.database.pool.query("SELECT stage FROM staff_sessions WHERE staff_id = $1 AND stage = 'code'", [member.id]);
    expect(sessions).toHaveLength(1);
  });
});

describe('back-office sign-ins the limits refuse', () => {
  // Three failures close an address for its window (whatever the machine's speed, unlike the pair's delay).
  const testApp = useTestApp(undefined, { config: { rateLimits: { loginPer15Min: 3, resetPerHour: 5, formsPerHour: 5, suggestPerMinute: 300 } } });

  it('writes nothing for an attempt the sign-in limits refuse: a guesser adds a row per password checked, no more', async () => {
    const owner = await signedInStaff(testApp, 'owner');
    const member = await createStaffMember(testApp, 'owner');
    const guesser = apiAs(testApp, await adminGuest(testApp, '192.0.2.99'), { remoteAddress: '192.0.2.99' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await guesser.post('/admin/api/login', { email: member.email, password: `wrong-${attempt}-password` })).status);
    expect(statuses).toEqual([422, 422, 422, 429, 429, 429]);
    const body = okBody(await apiAs(testApp, owner).get(`/admin/api/audit?entity=staff&q=${encodeURIComponent(member.email)}`));
    expect(body.data.map((row: Row) => row.action)).toEqual(['staff.sign_in_failed', 'staff.sign_in_failed', 'staff.sign_in_failed']);
  });
});
