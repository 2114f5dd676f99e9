// Issue #17: what two requests at once leave. Two owners demoting each other: one wins, the store keeps
// an owner. One recovery code sent twice at once, or one authenticator code: it signs in once.
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../testing/api.ts';
import { createStaffMember, passwordStep, signInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { totpCodeAt, TOTP_PERIOD_SECONDS } from './totp.ts';

const ROUNDS = 10;
// Each round hashes and checks passwords (scrypt) for two staff members: seconds of CPU on a busy 2-core
// machine, so the rounds get a budget of their own rather than the suite's 30 s.
const ROUNDS_BUDGET_MS = 120_000;

describe('staff changes at the same time', () => {
  const testApp = useTestApp();

  it('keeps one active owner when the last two demote each other at once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await testApp.database.pool.query("UPDATE staff_members SET is_active = false WHERE role = 'owner'");
      const [first, second] = await Promise.all([signInStaff(testApp, await createStaffMember(testApp, 'owner')), signInStaff(testApp, await createStaffMember(testApp, 'owner'))]);
      const statuses = await Promise.all([
        apiAs(testApp, first).request('PATCH', `/admin/api/staff/${second.member.id}`, { role: 'staff' }),
        apiAs(testApp, second).request('PATCH', `/admin/api/staff/${first.member.id}`, { active: false }),
      ]);
      // The loser is refused by the owners' lock (409), or, when the winner committed before its request
      // was checked, as the staff member (403) or the deactivated member (401) it has become.
      const [winner, loser] = statuses.map((response) => response.status).sort();
      expect(winner, `round ${round}`).toBe(200);
      expect([401, 403, 409], `round ${round}`).toContain(loser);
      const { rows } = await testApp.database.pool.query("SELECT count(*)::int AS n FROM staff_members WHERE role = 'owner' AND is_active");
      expect(rows[0], `round ${round}`).toEqual({ n: 1 });
    }
  }, ROUNDS_BUDGET_MS);

  it('signs in once with a recovery code or an authenticator code sent twice at once', async () => {
    const member = await createStaffMember(testApp, 'staff');
    const enrolled = await signInStaff(testApp, member);
    for (let round = 0; round < ROUNDS; round += 1) {
      const code = enrolled.recoveryCodes[round % enrolled.recoveryCodes.length] ?? '';
      const steps = await Promise.all([passwordStep(testApp, member), passwordStep(testApp, member)]);
      const answers = await Promise.all(steps.map((step) => apiAs(testApp, step.session, { remoteAddress: step.remoteAddress }).post('/admin/api/login/code', { recovery_code: code })));
      expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([200, 422]);
    }
    // One step's code, twice at once (a step no sign-in has used yet: two steps ahead is outside the window,
    // so the next step's code, after the last round's use of none).
    const steps = await Promise.all([passwordStep(testApp, member), passwordStep(testApp, member)]);
    const code = totpCodeAt(enrolled.secret, new Date(Date.now() + TOTP_PERIOD_SECONDS * 1000));
    const answers = await Promise.all(steps.map((step) => apiAs(testApp, step.session, { remoteAddress: step.remoteAddress }).post('/admin/api/login/code', { code })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  }, ROUNDS_BUDGET_MS);
});
