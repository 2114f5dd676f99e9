// Issue #11 part 6: the trade-account application (spec §2, §3, §5, §7 POST /register).
import { describe, expect, it } from 'vitest';

import { apiAs, expectInvalid, okBody, type ApiClient } from '../../testing/api.ts';
import { applicationBody } from '../../testing/back-office.fixtures.ts';
import { guestHeaders } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { runApprove, runDecline, runList } from '../../cli/commands/applications.ts';
import { APPLICATION_SENT_MESSAGE } from '../../../shared/schemas/applications.ts';
import { tradeApplicationMailQueue } from './applications.queues.ts';
import { splitPurchaserName } from './applications.service.ts';
import { colleagueInvitationMailQueue } from '../colleagues/colleagues.queues.ts';
import { invitationTokenOf } from '../../testing/invitations.fixtures.ts';

/** Kowhai Lodge's application, delivering somewhere other than its billing address. */
const application = (overrides: Record<string, unknown> = {}) =>
  applicationBody({
    company_name: 'Kowhai Lodge Rest Home',
    purchaser_name: 'Aroha Ngata',
    contact_phone: '09 555 0101',
    contact_email: 'office@kowhai.example',
    billing_address: '7 Kowhai Street',
    billing_city: 'Auckland',
    billing_phone: '095550101',
    billing_postcode: '1050',
    same_address: false,
    shipping_address: '9 Dock Road',
    shipping_city: 'Auckland',
    shipping_phone: '095550102',
    shipping_postcode: '1010',
    ...overrides,
  });

async function visitor(testApp: TestApp, address: string): Promise<ApiClient> {
  return apiAs(testApp, await guestHeaders(testApp), { remoteAddress: address });
}

const rowsOf = async (testApp: TestApp, email: string) =>
  (await testApp.database.pool.query('SELECT status, shipping_address, shipping_postcode FROM trade_applications WHERE lower(email) = lower($1)', [email])).rows;

describe('the trade-account application', () => {
  const testApp = useTestApp(undefined, { runJobs: false, config: { rateLimits: { loginPer15Min: 10, resetPerHour: 5, formsPerHour: 4, suggestPerMinute: 300 } } });

  it('stores it, e-mails the merchant and acknowledges the applicant, once each', async () => {
    const body = application();
    const answer = okBody(await (await visitor(testApp, '10.1.0.1')).post('/register', body));
    expect(answer).toEqual({ success: true, message: APPLICATION_SENT_MESSAGE });
    expect(await rowsOf(testApp, body.email)).toEqual([{ status: 'pending', shipping_address: '9 Dock Road', shipping_postcode: '1010' }]);
    expect(await testApp.app.jobs.runDue(tradeApplicationMailQueue)).toBe(2);
    expect((await testApp.mailer.nextTo(testApp.config.mail.merchantEmail)).text).toContain('Kowhai Lodge Rest Home');
    expect((await testApp.mailer.nextTo(body.email)).subject).toBe('We have your trade account application');
  });

  it('acknowledges the applicant with none of the text they sent, which only the merchant’s copy carries', async () => {
    const spam = { company_name: 'Evil Co Bcc: victim@evil.example Approved.', purchaser_name: 'Claim your prize at evil.example', billing_address: '1 Spam Street' };
    const body = application(spam);
    okBody(await (await visitor(testApp, '10.1.0.13')).post('/register', body));
    await testApp.app.jobs.runDue(tradeApplicationMailQueue);
    const acknowledgement = await testApp.mailer.nextTo(body.email);
    for (const text of Object.values(spam)) expect(`${acknowledgement.subject}\n${acknowledgement.text}`).not.toContain(text);
    expect(acknowledgement.text).not.toMatch(/evil|Spam/i);
    const merchantCopy = await testApp.mailer.nextTo(testApp.config.mail.merchantEmail);
    expect(merchantCopy.subject).toContain(spam.company_name);
    expect(merchantCopy.text).toContain(spam.purchaser_name);
  });

  it('turns U+0085, U+2028 and U+2029 in one-line fields into spaces, so the merchant’s e-mail keeps its lines (issue #16 item 30)', async () => {
    const client = await visitor(testApp, '10.1.0.14');
    for (const separator of ['\u0085', '\u2028', '\u2029']) {
      const body = application({ company_name: `Evil Co${separator}Bcc: victim@evil.example`, purchaser_name: `Aroha${separator}Ngata` });
      okBody(await client.post('/register', body));
      await testApp.app.jobs.runDue(tradeApplicationMailQueue);
      const copy = testApp.mailer.messages.filter((message) => message.to === testApp.config.mail.merchantEmail).at(-1);
      expect(copy?.subject, JSON.stringify(separator)).toMatch(/: Evil Co Bcc: victim@evil\.example$/);
      expect(copy?.text, JSON.stringify(separator)).toContain('Purchaser:       Aroha Ngata\n');
      expect(`${copy?.subject}${copy?.text}`, JSON.stringify(separator)).not.toMatch(/[\u0085\u2028\u2029]/);
    }
  });

  it('copies billing to shipping with same_address, and needs the shipping fields without it', async () => {
    const body = application({ same_address: true, shipping_address: undefined, shipping_city: '', shipping_phone: null, shipping_postcode: undefined });
    okBody(await (await visitor(testApp, '10.1.0.2')).post('/register', body));
    expect(await rowsOf(testApp, body.email)).toEqual([{ status: 'pending', shipping_address: '7 Kowhai Street', shipping_postcode: '1050' }]);
    const client = await visitor(testApp, '10.1.0.3');
    const missing = expectInvalid(await client.post('/register', application({ shipping_address: '', shipping_postcode: undefined })), 'shipping_address');
    expect(missing.errors.shipping_postcode).toBe('The shipping post code field is required.');
  });

  it('names all 13 required fields of an empty application in one answer (issue #16 item 14)', async () => {
    const client = await visitor(testApp, '10.1.0.15');
    const empty = expectInvalid(await client.post('/register', {}), 'shipping_postcode', 'The shipping post code field is required.');
    expect(Object.keys(empty.errors).sort()).toEqual(
      ['billing_address', 'billing_city', 'billing_phone', 'billing_postcode', 'company_name', 'contact_email', 'contact_phone', 'email', 'purchaser_name', 'shipping_address', 'shipping_city', 'shipping_phone', 'shipping_postcode'].sort(),
    );
    expect(empty.errors.contact_email).toBe('The contact email field is required.');
    // Bad values and missing shipping fields, together too.
    const mixed = await client.post('/register', application({ billing_postcode: 'ABCDE', shipping_address: undefined, shipping_phone: 'abc' }));
    expect(mixed.body.errors).toEqual({
      billing_postcode: 'The billing post code must be 4 digits.',
      shipping_phone: 'The shipping phone may only contain digits, spaces, +, (, ) and -.',
      shipping_address: 'The shipping street address field is required.',
    });
  });

  it('holds post codes and phones to the address rule: 4 digits, and 7 to 20 characters of digits, spaces, +, (, ) and - (issue #16 item 3)', async () => {
    const client = await visitor(testApp, '10.1.0.16');
    const refused = await client.post('/register', application({ billing_postcode: 'ABCDE', shipping_postcode: '123', contact_phone: 'abc', billing_phone: '555 12', shipping_phone: '+64 (9) 555-0101-2233-44' }));
    expect(refused.body.errors).toEqual({
      contact_phone: 'The phone number may only contain digits, spaces, +, (, ) and -.',
      billing_phone: 'The billing phone must have at least 7 digits.',
      billing_postcode: 'The billing post code must be 4 digits.',
      shipping_phone: 'The shipping phone may not be greater than 20 characters.',
      shipping_postcode: 'The shipping post code must be 4 digits.',
    });
    okBody(await client.post('/register', application({ contact_phone: '+64 (9) 555-0101', billing_phone: '5550101', shipping_postcode: ' 0624 ' })));
  });

  it('answers a repeat within a day alike and stores it once, even two at the same instant', async () => {
    const body = application();
    const client = await visitor(testApp, '10.1.0.4');
    const answers = await Promise.all([client.post('/register', body), client.post('/register', { ...body, email: body.email.toUpperCase() })]);
    expect(answers.map((answer) => answer.body)).toEqual([
      { success: true, message: APPLICATION_SENT_MESSAGE },
      { success: true, message: APPLICATION_SENT_MESSAGE },
    ]);
    expect(await rowsOf(testApp, body.email)).toHaveLength(1);
  });

  it('refuses bad input with a map of field to message, storing nothing', async () => {
    const client = await visitor(testApp, '10.1.0.5');
    expectInvalid(await client.post('/register', application({ email: 'not-an-email' })), 'email');
    expectInvalid(await client.post('/register', application({ contact_email: '' })), 'contact_email');
    expectInvalid(await client.post('/register', application({ company_name: ' ' })), 'company_name');
    const client2 = await visitor(testApp, '10.1.0.6');
    expectInvalid(await client2.post('/register', application({ billing_phone: 'call me' })), 'billing_phone');
    expectInvalid(await client2.post('/register', application({ billing_postcode: '10500' })), 'billing_postcode');
    expectInvalid(await client2.post('/register', application({ purchaser_name: 'A\u0000' })), 'purchaser_name');
    const client3 = await visitor(testApp, '10.1.0.7');
    expectInvalid(await client3.post('/register', application({ shipping_city: '\ud800' })), 'shipping_city');
    expectInvalid(await client3.post('/register', application({ same_address: 'yes' })), 'same_address');
    const { rows } = await testApp.database.pool.query("SELECT count(*)::int AS n FROM trade_applications WHERE company_name = ' ' OR billing_phone = 'call me'");
    expect(rows[0].n).toBe(0);
  });

  it('limits each address and each e-mail (429), and needs the CSRF token', async () => {
    const client = await visitor(testApp, '10.1.0.8');
    for (let n = 0; n < 4; n += 1) expect((await client.post('/register', application())).status).toBe(200);
    const refused = await client.post('/register', application());
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await apiAs(testApp, await guestHeaders(testApp), { withCsrf: false, remoteAddress: '10.1.0.9' }).post('/register', application())).status).toBe(403);
  });

  it('is approved from the CLI: the account opens with the application’s details and its manager is invited', async () => {
    const body = application();
    okBody(await (await visitor(testApp, '10.1.0.10')).post('/register', body));
    const [{ id }] = (await testApp.database.pool.query('SELECT id FROM trade_applications WHERE email = $1', [body.email])).rows;
    const printed: string[] = [];
    const log = console.log;
    console.log = (line: string) => printed.push(line);
    try {
      expect(await runList(['--status', 'pending'], { database: testApp.database })).toBe(0);
      expect(printed.some((line) => JSON.parse(line).id === id)).toBe(true);
      expect(await runApprove([String(id), '--account-number', String(80_000 + id)], { database: testApp.database })).toBe(0);
    } finally {
      console.log = log;
    }
    const { rows: accounts } = await testApp.database.pool.query('SELECT name, billing_address1, billing_post_code FROM accounts WHERE account_number = $1', [String(80_000 + id)]);
    expect(accounts).toEqual([{ name: 'Kowhai Lodge Rest Home', billing_address1: '7 Kowhai Street', billing_post_code: '1050' }]);
    const { rows: invitations } = await testApp.database.pool.query('SELECT role FROM account_invitations WHERE email = $1', [body.email]);
    expect(invitations).toEqual([{ role: 'manager' }]);
    expect(await rowsOf(testApp, body.email)).toEqual([expect.objectContaining({ status: 'approved' })]);
    await expect(runApprove([String(id), '--account-number', '80002'], { database: testApp.database })).rejects.toThrow(/approved already/);
    await expect(runDecline([String(id)], { database: testApp.database })).rejects.toThrow(/approved already/);
    await expect(runApprove([String(id)], { database: testApp.database })).rejects.toThrow(/--account-number/);
    await expect(runApprove(['x', '--account-number', '1'], { database: testApp.database })).rejects.toThrow(/application ID/);
  });

  it('takes an optional suburb for each address, and approval starts the account complete: its delivery address and billing suburb (issue #26 item 11)', async () => {
    const withSuburbs = application({ billing_suburb: 'Grey Lynn', shipping_suburb: 'Freemans Bay' });
    const without = application({ billing_suburb: undefined, shipping_suburb: '' });
    const client = await visitor(testApp, '10.1.0.21');
    okBody(await client.post('/register', withSuburbs));
    okBody(await client.post('/register', without));
    expectInvalid(await client.post('/register', application({ shipping_suburb: 'x'.repeat(121) })), 'shipping_suburb');
    const stored = async (email: string) =>
      (await testApp.database.pool.query('SELECT id, billing_suburb, shipping_suburb FROM trade_applications WHERE email = $1', [email])).rows[0];
    const first = await stored(withSuburbs.email);
    expect(first).toMatchObject({ billing_suburb: 'Grey Lynn', shipping_suburb: 'Freemans Bay' });
    const second = await stored(without.email);
    expect(second).toMatchObject({ billing_suburb: '', shipping_suburb: '' });

    const log = console.log;
    console.log = () => {};
    try {
      expect(await runApprove([String(first.id), '--account-number', String(60_000 + first.id)], { database: testApp.database })).toBe(0);
      expect(await runApprove([String(second.id), '--account-number', String(60_000 + second.id)], { database: testApp.database })).toBe(0);
    } finally {
      console.log = log;
    }
    const accountOf = async (id: number) =>
      (await testApp.database.pool.query('SELECT a.id, a.billing_address1, a.billing_address2 FROM accounts a JOIN trade_applications t ON t.account_id = a.id WHERE t.id = $1', [id])).rows[0];
    const addressesOf = async (accountId: number) =>
      (await testApp.database.pool.query('SELECT line_1, suburb, city, post_code, phone, country_id, region_id, is_primary FROM addresses WHERE account_id = $1', [accountId])).rows;
    const opened = await accountOf(first.id);
    expect(opened).toMatchObject({ billing_address1: '7 Kowhai Street', billing_address2: 'Grey Lynn' });
    expect(await addressesOf(opened.id)).toEqual([
      { line_1: '9 Dock Road', suburb: 'Freemans Bay', city: 'Auckland', post_code: '1010', phone: '095550102', country_id: 155, region_id: 0, is_primary: true },
    ]);
    const plain = await accountOf(second.id);
    expect(plain).toMatchObject({ billing_address2: '' });
    expect(await addressesOf(plain.id)).toEqual([expect.objectContaining({ line_1: '9 Dock Road', suburb: '', is_primary: true })]);

    // The manager's invitation link fills in the names the application gave.
    await testApp.app.jobs.runDue(colleagueInvitationMailQueue);
    const token = invitationTokenOf((await testApp.mailer.nextTo(withSuburbs.email)).text);
    expect(okBody(await apiAs(testApp, null).get(`/api/invitations/${token}`)).data).toMatchObject({ email: withSuburbs.email, role: 'manager', first_name: 'Aroha', last_name: 'Ngata' });
  });

  it('splits the purchaser name into the first word and the rest for the invitation form', () => {
    expect(splitPurchaserName('  Aroha   Ngata ')).toEqual({ firstName: 'Aroha', lastName: 'Ngata' });
    expect(splitPurchaserName('Jan van der Berg')).toEqual({ firstName: 'Jan', lastName: 'van der Berg' });
    expect(splitPurchaserName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('refuses from the CLI an account number outside the rule (4 to 12 digits), and leaves the application pending', async () => {
    const body = application();
    okBody(await (await visitor(testApp, '10.1.0.13')).post('/register', body));
    const [{ id }] = (await testApp.database.pool.query('SELECT id FROM trade_applications WHERE email = $1', [body.email])).rows;
    for (const bad of ['abc', '12', 'K-1001']) {
      await expect(runApprove([String(id), '--account-number', bad], { database: testApp.database }), bad).rejects.toThrow(/The account number must be 4 to 12 digits\./);
    }
    expect((await rowsOf(testApp, body.email))[0].status).toBe('pending');
  });

  it('is declined from the CLI, and refuses an account number already taken', async () => {
    const [first, second] = [application(), application()];
    const client = await visitor(testApp, '10.1.0.11');
    okBody(await client.post('/register', first));
    okBody(await client.post('/register', second));
    const ids = (await testApp.database.pool.query('SELECT id FROM trade_applications WHERE email = ANY($1) ORDER BY id', [[first.email, second.email]])).rows.map((row) => row.id as number);
    const log = console.log;
    console.log = () => {};
    try {
      expect(await runDecline([String(ids[0]), '--reason', 'Outside our delivery area'], { database: testApp.database })).toBe(0);
      expect(await runApprove([String(ids[1]), '--account-number', String(90_000 + (ids[1] ?? 0))], { database: testApp.database })).toBe(0);
    } finally {
      console.log = log;
    }
    expect((await rowsOf(testApp, first.email))[0].status).toBe('declined');
    const [{ decline_reason }] = (await testApp.database.pool.query('SELECT decline_reason FROM trade_applications WHERE id = $1', [ids[0]])).rows;
    expect(decline_reason).toBe('Outside our delivery area');
    await expect(runDecline([String(ids[1]), '--reason', 'a\u0000b'], { database: testApp.database })).rejects.toThrow(/reason/);
    const third = application();
    okBody(await (await visitor(testApp, '10.1.0.12')).post('/register', third));
    const [{ id }] = (await testApp.database.pool.query('SELECT id FROM trade_applications WHERE email = $1', [third.email])).rows;
    await expect(runApprove([String(id), '--account-number', String(90_000 + (ids[1] ?? 0))], { database: testApp.database })).rejects.toThrow(/taken/);
    expect((await rowsOf(testApp, third.email))[0].status).toBe('pending');
  });
});
