// GET /admin/api/subscribers.csv (issue #19 Part 2): confirmed subscribers only, formula-guarded.
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../testing/api.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { parseCsv } from '../../kernel/csv.ts';

describe('/admin/api/subscribers.csv', () => {
  const testApp = useTestApp(undefined, { runJobs: false });

  it('lists confirmed subscribers still subscribed, and no one else, each cell guarded against formulas', async () => {
    const insert = (email: string, confirmed: boolean, unsubscribed: boolean) =>
      testApp.database.pool.query(
        `INSERT INTO newsletter_subscribers (email, unsubscribe_token_hash, confirmed_at, unsubscribed_at)
         VALUES ($1, md5($1), CASE WHEN $2 THEN '2026-11-01T00:00:00Z'::timestamptz END, CASE WHEN $3 THEN now() END)`,
        [email, confirmed, unsubscribed],
      );
    await insert('confirmed@harbour.example', true, false);
    await insert('pending@harbour.example', false, false);
    await insert('left@harbour.example', true, true);
    await insert('=cmd@harbour.example', true, false);

    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const answer = await staff.get('/admin/api/subscribers.csv');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toMatch(/attachment; filename="subscribers-/);
    expect(parseCsv(answer.text).records.map((record) => record.fields)).toEqual([
      ['email', 'confirmed_at'],
      ['confirmed@harbour.example', '2026-11-01T00:00:00.000Z'],
      ["'=cmd@harbour.example", '2026-11-01T00:00:00.000Z'],
    ]);
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/subscribers.csv' }, { refusedRoles: ['warehouse'] });
  });
});
