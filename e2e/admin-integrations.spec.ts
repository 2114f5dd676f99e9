// The back office's integrations (issue #19 Part 3), at 375 px and by keyboard: an owner makes an API
// key (the page links the API's reference, issue #26), sees it once, uses it, and revokes it; adds a webhook, the ERP moves an order with a key, and the
// delivery (signed with the secret shown once) appears in the webhook's log with its attempt, then is resent.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, signInStaff, openBackOfficeScreen } from './staff-session.ts';
import { verifySignature } from '../src/server/domains/integration/webhook-signature.ts';

test.describe.configure({ mode: 'serial' });

async function checkScreen(page: Page): Promise<void> {
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await sidewaysProblems(page)).toEqual([]);
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Makes a key on /admin/api-keys by keyboard; answers the key shown once. */
async function makeKey(page: Page, name: string, scopes: string[]): Promise<string> {
  await gotoHydrated(page, '/admin/api-keys');
  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type(name);
  for (const scope of scopes) {
    await tabTo(page, page.getByRole('checkbox', { name: scope }));
    await page.keyboard.press('Space');
  }
  await tabTo(page, page.getByRole('button', { name: 'Make key' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New API key' })).toBeFocused();
  return (await page.getByRole('region', { name: 'New API key' }).locator('code').textContent()) ?? '';
}

test('an owner makes an API key, sees it once, and revokes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, E2E_STAFF.integrations);
  await openBackOfficeScreen(page, 'API keys');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  await checkScreen(page);
  // Issue #26 item 19: the page sends staff to the API's own reference, not to the README.
  await expect(page.getByRole('main')).not.toContainText('README');
  const reference = page.getByRole('link', { name: "the integration API's reference" });
  await expect(reference).toHaveAttribute('href', '/api/docs#area-integration');
  const docs = await page.request.get('/api/docs');
  expect(docs.status()).toBe(200);
  expect(await docs.text()).toContain('<h2 id="area-integration">The integration API</h2>');

  const name = `Accounting ERP ${Date.now()}`;
  const key = await makeKey(page, name, ['Orders']);
  expect(key).toMatch(/^csk_/);
  await page.getByRole('button', { name: 'Copy new api key' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Copied|select the text/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(key.slice(0, 12));
  await expect(row).toContainText('Never');
  await checkScreen(page);

  expect((await page.request.get('/api/integration/orders', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('region', { name: 'New API key' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: name })).not.toContainText('Never');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `The key '${name}' is revoked.` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Revoked');
  expect((await page.request.get('/api/integration/orders', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(401);
});

test('an owner adds a webhook and sees a signed delivery of an order the ERP moved', async ({ page }) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    await page.setViewportSize({ width: 375, height: 800 });
    await signInStaff(page, E2E_STAFF.integrations);
    await gotoHydrated(page, '/admin/webhooks');
    await checkScreen(page);
    await tabTo(page, page.getByLabel('URL'));
    await page.keyboard.type(url);
    await tabTo(page, page.getByRole('checkbox', { name: 'Order status changed' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Add webhook' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Signing secret' })).toBeFocused();
    const secret = (await page.getByRole('region', { name: 'Signing secret' }).locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expect(page.getByRole('row').filter({ hasText: url })).toContainText('Order status changed');
    await checkScreen(page);

    // The ERP, with a key of its own, finds the integration account's order and moves it on.
    const key = await makeKey(page, `Dispatch ERP ${Date.now()}`, ['Orders']);
    const headers = { authorization: `Bearer ${key}` };
    const feed = (await (await page.request.get('/api/integration/orders?limit=1000', { headers })).json()) as { data: { order_number: string; account_number: string; fulfilment_status: string }[] };
    const order = feed.data.find((entry) => entry.account_number === '900019' && entry.fulfilment_status === 'new');
    if (!order) throw new Error('the integration account has no new order in the feed');
    expect((await page.request.post(`/api/integration/orders/${order.order_number}/status`, { headers, data: { status: 'processing' } })).status()).toBe(200);

    await gotoHydrated(page, '/admin/webhooks');
    await page.getByRole('link', { name: `Deliveries to ${url}` }).click();
    await expect(page.getByRole('heading', { name: 'Deliveries' })).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: 'Order status changed' })).toContainText('Delivered', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('row').filter({ hasText: 'Order status changed' })).toContainText('HTTP 204');
    await checkScreen(page);

    const [hook] = received;
    if (!hook) throw new Error('no webhook arrived');
    expect(verifySignature(secret, String(hook.headers['x-signature']), hook.body)).toBe(true);
    expect(JSON.parse(hook.body)).toMatchObject({ event: 'order.status_changed', data: { order_number: order.order_number, from: 'new', to: 'processing' } });

    await tabTo(page, page.getByRole('button', { name: /^Resend/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'is on its way again' })).toBeVisible();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
    expect(received[1]?.headers['x-webhook-id']).toBe(hook.headers['x-webhook-id']);
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
