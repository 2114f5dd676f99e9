// Issue #30 Part 4, 'View as customer': staff open a single-use link from the account's page and see the
// storefront as its first manager does (prices, hidden categories, cart), read-only, for 30 minutes;
// every write is refused (403) with an audit row; start and end are audited.
import { describe, expect, it } from 'vitest';
import { VIEW_AS_READ_ONLY_MESSAGE } from '../../../shared/schemas/view-as.ts';
import { routeAccessTable } from '../../http/access.ts';
import { apiAs, okBody, type ApiClient } from '../../testing/api.ts';
import { createAccountWithUser, mergeCookies, signedInAccount, signIn, type TestAccount, type TestSession } from '../../testing/factories.ts';
import { expectStaffGuarded, signedInStaff, type StaffTestSession } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertCartFixture } from '../cart/cart.fixtures.ts';
import { RESTRICTED_ACCOUNT } from '../catalogue/catalogue.fixtures.ts';
import { putPriceLists } from '../pricing/pricing.fixtures.ts';
import { NO_MANAGER_MESSAGE, VIEW_AS_LINK_TTL_MS, VIEW_AS_TTL_MS } from './view-as.service.ts';
import { viewAsSweepQueue } from './view-as.queues.ts';

let offsetMs = 0;

describe('view as customer', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCartFixture(app) }), { runJobs: false, now: () => new Date(Date.now() + offsetMs) });

  type AuditRow = { action: string; actor: string; staff_id: number | null; reference: string; after: Record<string, unknown> };
  const auditOf = async (account: TestAccount): Promise<AuditRow[]> => {
    const owner = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    return okBody(await owner.get(`/admin/api/audit?entity=account&q=${account.accountNumber}`)).data as AuditRow[];
  };
  const actionsOf = async (account: TestAccount) => (await auditOf(account)).map((row) => row.action).sort();

  /** Asks for the link as `staff` and answers its path. */
  async function linkFor(staff: StaffTestSession, accountId: number): Promise<string> {
    const answer = await apiAs(testApp, staff).post(`/admin/api/accounts/${accountId}/view-as`);
    expect(answer.status, answer.text).toBe(201);
    return answer.body.url as string;
  }

  /** Opens the link in the staff member's browser: answers the browser's cookies after the view started. */
  async function open(staff: StaffTestSession, url: string, browserCookies = staff.cookies): Promise<{ status: number; cookies: string; location: unknown }> {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie: browserCookies } });
    return { status: response.statusCode, cookies: mergeCookies(browserCookies, response), location: response.headers.location };
  }

  /** The storefront in that browser: it first reads the page's CSRF token from GET /api/session, as a page does. */
  async function storefront(cookies: string): Promise<ApiClient & { cookies: string }> {
    const session = await testApp.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: cookies } });
    const jar = mergeCookies(cookies, session);
    const headers: TestSession = { cookies: jar, headers: { cookie: jar, 'x-xsrf-token': session.json().csrf_token } };
    return Object.assign(apiAs(testApp, headers), { cookies: jar });
  }

  async function viewing(account: TestAccount, role: 'owner' | 'staff' = 'staff') {
    const staff = await signedInStaff(testApp, role);
    const opened = await open(staff, await linkFor(staff, account.accountId));
    expect(opened.status).toBe(303);
    expect(opened.location).toBe('/');
    return { staff, browser: await storefront(opened.cookies) };
  }

  it('is guarded: a guest or a customer gets a 401, no CSRF token a 403, the warehouse a 403; an unknown account a 404', async () => {
    const account = await createAccountWithUser(testApp);
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/accounts/${account.accountId}/view-as` }, { refusedRoles: ['warehouse'] });
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    expect((await staff.post('/admin/api/accounts/2147483647/view-as')).status).toBe(404);
    expect((await staff.post('/admin/api/accounts/0/view-as')).status).toBe(422);
  });

  it('shows the account’s contract price, its hidden categories and its cart, with the banner’s facts', async () => {
    const account = await signedInAccount(testApp, { accountNumber: RESTRICTED_ACCOUNT, accountName: 'Kōwhai Court' });
    await putPriceLists(testApp, [{ code: `VIEW-${account.accountNumber}`, account_numbers: [account.accountNumber], entries: [{ sku: 'NIT-1', min_qty: 1, price: 1234 }] }]);
    const nitrile = testApp.fixture.productId('nitrileBlue');
    okBody(await apiAs(testApp, account).post('/api/cart', { id: nitrile, qty: 3 }));

    const { staff, browser } = await viewing(account);
    const session = okBody(await browser.get('/api/session'));
    expect(session).toMatchObject({ is_logged_in: true, account: { account_number: RESTRICTED_ACCOUNT, role: 'manager' }, user: { email: account.email } });
    expect(session.view_as).toMatchObject({ account_name: 'Kōwhai Court', account_number: RESTRICTED_ACCOUNT, staff_email: staff.member.email });
    const endsInMs = Date.parse(session.view_as.ends_at) - (Date.now() + offsetMs);
    expect(endsInMs).toBeGreaterThan(VIEW_AS_TTL_MS - 60_000);
    expect(endsInMs).toBeLessThanOrEqual(VIEW_AS_TTL_MS);

    const page = okBody(await browser.get(`/api/products/${testApp.fixture.products.nitrileBlue?.slug}`));
    expect(page.data).toMatchObject({ price: 1234, price_source: 'contract' });
    const titles = (okBody(await browser.get('/api/categories')).data as { title: string }[]).map((category) => category.title);
    expect(titles).not.toContain('Clinical Nutrition');
    expect(titles).toContain('Gloves & PPE');
    const cart = okBody(await browser.get('/api/cart'));
    expect(JSON.stringify(cart)).toContain('NIT-1');

    const rows = await auditOf(account);
    expect(rows.map((row) => row.action).sort()).toEqual(['account.view_as_link', 'account.view_as_start']);
    for (const row of rows) {
      expect(row).toMatchObject({ actor: staff.member.email, staff_id: staff.member.id, reference: RESTRICTED_ACCOUNT });
      expect(row.after).toMatchObject({ staff: staff.member.email, account: 'Kōwhai Court', as_user: account.email });
    }
  });

  it('refuses every storefront write while viewing, each with a 403 and an audit row, and changes nothing', async () => {
    const account = await signedInAccount(testApp);
    const { browser } = await viewing(account);
    const refused = await browser.post('/api/cart', { id: testApp.fixture.productId('nitrileBlue'), qty: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: VIEW_AS_READ_ONLY_MESSAGE });
    expect(okBody(await apiAs(testApp, account).get('/api/cart')).data?.items ?? []).toEqual([]);

    const writes = [...new Set(routeAccessTable(testApp.app).filter(isStorefrontWrite).map((route) => `${route.method} ${route.url}`))];
    expect(writes.length).toBeGreaterThan(40);
    for (const write of writes) {
      const [method, url] = write.split(' ') as [string, string];
      const answer = await browser.request(method as 'POST', url.replace(/:[a-z_]+/g, '1').replace('*', 'x'), {});
      expect(answer.status, `${write}: ${answer.text}`).toBe(403);
      expect(answer.body, write).toEqual({ message: VIEW_AS_READ_ONLY_MESSAGE });
    }
    // The log's screen shows 50 a page: counted where it is kept.
    const { rows } = await testApp.database.pool.query<{ refused: string }>(
      "SELECT after->>'refused' AS refused FROM audit_log WHERE action = 'account.view_as_refused' AND reference = $1",
      [account.accountNumber],
    );
    expect(rows).toHaveLength(writes.length + 1);
    expect(rows.map((row) => row.refused)).toContain('POST /api/cart');
    // Still viewing: refusals end nothing.
    expect(okBody(await browser.get('/api/session')).view_as).not.toBeNull();
  });

  function isStorefrontWrite(route: { method: string; url: string; access: string }): boolean {
    return !['GET', 'HEAD', 'OPTIONS'].includes(route.method) && route.access !== 'staff' && route.access !== 'integration' && !route.url.startsWith('/admin') && !OWN_WRITES.includes(route.url);
  }

  it('ends with End view: audited, the cookie cleared, back to the account’s page; the browser’s own sessions stay', async () => {
    const account = await signedInAccount(testApp);
    const own = await signedInAccount(testApp);
    const staff = await signedInStaff(testApp, 'owner');
    // The staff member's browser is also signed in to the storefront as a buyer of their own.
    const opened = await open(staff, await linkFor(staff, account.accountId), mergeCookies(staff.cookies, { cookies: [{ name: 'sid', value: /sid=([^;]+)/.exec(own.cookies)?.[1] ?? '' }] }));
    const browser = await storefront(opened.cookies);
    expect(okBody(await browser.get('/api/session')).account.account_number).toBe(account.accountNumber);

    const ended = await browser.post('/api/view-as/end', 'x=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(ended.status).toBe(303);
    expect(ended.headers.location).toBe(`/admin/accounts/${account.accountId}`);
    const after = mergeCookies(browser.cookies, ended);
    expect(after).not.toContain('view_as=');
    const back = await storefront(after);
    expect(okBody(await back.get('/api/session'))).toMatchObject({ view_as: null, account: { account_number: own.accountNumber } });
    // The buyer's own session writes again; the back office is still signed in.
    expect((await back.post('/api/cart', { id: testApp.fixture.productId('nitrileBlue'), qty: 1 })).status).toBe(200);
    expect((await apiAs(testApp, staff).get('/admin/api/me')).status).toBe(200);
    // The old view's cookie is dead.
    expect(okBody(await (await storefront(browser.cookies)).get('/api/session')).view_as).toBeNull();
    const ends = (await auditOf(account)).filter((row) => row.action === 'account.view_as_end');
    expect(ends).toEqual([expect.objectContaining({ actor: staff.member.email, after: expect.objectContaining({ ended: 'by staff', account: expect.any(String) }) })]);
  });

  it('treats signing out while viewing as End view, leaving sessions alone', async () => {
    const account = await signedInAccount(testApp);
    const { browser } = await viewing(account);
    const out = await browser.post('/logout', {});
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, redirect: `/admin/accounts/${account.accountId}` });
    expect(okBody(await apiAs(testApp, account).get('/api/session')).is_logged_in).toBe(true);
    expect(await actionsOf(account)).toEqual(['account.view_as_end', 'account.view_as_link', 'account.view_as_start']);
  });

  it('ends by itself after 30 minutes, noticed by the next request and audited once', async () => {
    const account = await signedInAccount(testApp);
    const { browser } = await viewing(account);
    offsetMs = VIEW_AS_TTL_MS - 5_000;
    try {
      expect(okBody(await browser.get('/api/session')).view_as).not.toBeNull();
      offsetMs = VIEW_AS_TTL_MS + 1_000;
      const late = await browser.get('/api/session');
      expect(okBody(late)).toMatchObject({ is_logged_in: false, view_as: null });
      expect(late.cookies.find((cookie) => cookie.name === 'view_as')?.value).toBe('');
      expect((await browser.post('/api/cart', { id: testApp.fixture.productId('nitrileBlue'), qty: 1 })).status).not.toBe(200);
      expect(okBody(await browser.get('/api/session')).view_as).toBeNull();
    } finally {
      offsetMs = 0;
    }
    const ends = (await auditOf(account)).filter((row) => row.action === 'account.view_as_end');
    expect(ends).toEqual([expect.objectContaining({ after: expect.objectContaining({ ended: 'after 30 minutes' }) })]);
  });

  it('records the end of a view nobody came back to, by the sweep job', async () => {
    const account = await signedInAccount(testApp);
    await viewing(account);
    offsetMs = VIEW_AS_TTL_MS + 1_000;
    try {
      await testApp.app.jobs.send(viewAsSweepQueue, {});
      await testApp.app.jobs.runDue(viewAsSweepQueue);
    } finally {
      offsetMs = 0;
    }
    expect(await actionsOf(account)).toEqual(['account.view_as_end', 'account.view_as_link', 'account.view_as_start']);
  });

  it('opens a link once, within a minute, for the staff member who asked only', async () => {
    const account = await signedInAccount(testApp);
    const staff = await signedInStaff(testApp, 'staff');
    const other = await signedInStaff(testApp, 'owner');
    const url = await linkFor(staff, account.accountId);
    expect((await open(other, url)).status).toBe(404);
    expect((await open(staff, url)).status).toBe(303);
    expect((await open(staff, url)).status).toBe(404);

    const late = await linkFor(staff, account.accountId);
    offsetMs = VIEW_AS_LINK_TTL_MS + 1_000;
    try {
      expect((await open(staff, late)).status).toBe(404);
    } finally {
      offsetMs = 0;
    }
    // Bad links: a 422 naming the token, never a 500 (a surrogate's bytes are the router's 400, as everywhere).
    const openBad = (token: string) => testApp.app.inject({ method: 'GET', url: `/admin/api/view-as/${token}`, headers: { cookie: staff.cookies } });
    for (const bad of ['not-a-token', `${'a'.repeat(42)}%00`, 'a'.repeat(490)]) {
      const answer = await openBad(bad);
      expect(answer.statusCode, bad).toBe(422);
      expect(answer.json().errors, bad).toHaveProperty('token');
    }
    expect((await openBad(`${'a'.repeat(42)}%ED%A0%80`)).statusCode).toBe(400);
    // Longer than the router's 500-character parameter: no route matches (404), never a 500.
    expect((await openBad('a'.repeat(10_000))).statusCode).toBe(404);
    // A customer's browser, without a back-office session, opens nothing.
    expect((await testApp.app.inject({ method: 'GET', url: await linkFor(staff, account.accountId), headers: { cookie: account.cookies } })).statusCode).toBe(401);
  });

  it('views as the first manager, and refuses an account without one (409)', async () => {
    const account = await createAccountWithUser(testApp);
    const staff = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    await testApp.database.pool.query("UPDATE account_users SET role = 'buyer' WHERE account_id = $1", [account.accountId]);
    const refused = await staff.post(`/admin/api/accounts/${account.accountId}/view-as`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(NO_MANAGER_MESSAGE);
  });

  it('leaves guests and buyers signed in elsewhere as they were', async () => {
    const account = await signedInAccount(testApp);
    await viewing(account);
    const buyer = apiAs(testApp, await signIn(testApp, account));
    expect(okBody(await buyer.get('/api/session')).view_as).toBeNull();
    expect((await buyer.post('/api/cart', { id: testApp.fixture.productId('nitrileBlue'), qty: 1 })).status).toBe(200);
  });
});

// The view's own writes: ending it (signing out ends it too).
const OWN_WRITES = ['/api/view-as/end', '/logout'];
