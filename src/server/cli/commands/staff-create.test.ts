import { describe, expect, it } from 'vitest';
import { okBody, apiAs } from '../../testing/api.ts';
import { signInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { UsageError } from '../usage-error.ts';
import { parseStaffCreateArgs, run } from './staff-create.ts';

describe('staff:create', () => {
  const testApp = useTestApp();

  it('creates a member who signs in to the back office', async () => {
    const printed: string[] = [];
    const output = { out: (text: string) => printed.push(text), err: () => {} };
    const args = ['--email', 'owner@caresupply.example', '--password', 'Totara-and-rimu-7', '--role', 'owner'];
    expect(await run(args, { database: testApp.database, output })).toBe(0);
    const created = JSON.parse(printed[0] ?? '{}') as { id: number };
    expect(created).toMatchObject({ email: 'owner@caresupply.example', role: 'owner' });
    const owner = await signInStaff(testApp, { id: created.id, email: 'owner@caresupply.example', password: 'Totara-and-rimu-7', role: 'owner' });
    expect(okBody(await apiAs(testApp, owner).get('/admin/api/me')).role).toBe('owner');
    await expect(run(args, { database: testApp.database, output })).rejects.toThrow(/--email: A staff member with this email address already exists/);
  });

  it('refuses missing options, a bad role and a weak password', async () => {
    expect(() => parseStaffCreateArgs(['--email', 'a@example.test'])).toThrow(/Missing --password, --role/);
    expect(() => parseStaffCreateArgs(['--email', 'a@example.test', '--password', 'x', '--role', 'manager'])).toThrow(/--role must be one of owner, staff, warehouse/);
    expect(() => parseStaffCreateArgs(['--email', 'nope', '--password', 'x', '--role', 'staff'])).toThrow(UsageError);
    await expect(run(['--email', 'weak@example.test', '--password', 'password1234', '--role', 'staff'], { database: testApp.database })).rejects.toThrow(/--password:/);
  });
});
