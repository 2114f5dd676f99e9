import { test as base, expect, type Page } from '@playwright/test';
import type { CartJson } from '../src/shared/schemas/cart.ts';
import type { ProductJson } from '../src/shared/schemas/catalogue.ts';

/** The demo account the README names (seeded on first start). It has saved addresses. */
export const DEMO_BUYER = { email: 'buyer@sunrise-care.example', password: 'demo-password', accountNumber: '100200' };

/** Accounts e2e/start-server.ts creates, one per spec that needs its own cart and orders (no addresses). */
export const E2E_BUYERS = {
  cart: { email: 'e2e-1@example.test', password: 'e2e-password', accountNumber: '900001' },
  orders: { email: 'e2e-2@example.test', password: 'e2e-password', accountNumber: '900002' },
  /** May not pay on account: only 'Pay by card'. */
  cardOnly: { email: 'e2e-3@example.test', password: 'e2e-password', accountNumber: '900003' },
  /** Its own fast-order lists and cart (e2e/fast-orders.spec.ts). */
  fastOrders: { email: 'e2e-4@example.test', password: 'e2e-password', accountNumber: '900004' },
  /** Its own residents, stock on hand and cart (e2e/resident-tracker.spec.ts); named 'E2E Resident Care'. */
  residents: { email: 'e2e-5@example.test', password: 'e2e-password', accountNumber: '900005' },
  /** Its own standing order, order times and privacy setting (e2e/resident-planning.spec.ts). */
  residentPlanning: { email: 'e2e-6@example.test', password: 'e2e-password', accountNumber: '900006' },
  /** Manager of 'E2E Kowhai Lodge' (900007) and of 'E2E Rata House' (900008), switching between them (e2e/my-account.spec.ts). */
  manager: { email: 'e2e-7@example.test', password: 'e2e-password', accountNumber: '900007' },
  /** One order on account, dispatched before the store starts (e2e/fulfilment-setup.ts, e2e/order-fulfilment.spec.ts). */
  fulfilment: { email: 'e2e-fulfilment@example.test', password: 'e2e-password', accountNumber: '900017' },
  /** Contract prices that e2e/contract-prices.spec.ts sends through the ERP's API, and its own cart. */
  contract: { email: 'e2e-contract@example.test', password: 'e2e-password', accountNumber: '900027' },
  /** An order on account dispatched before the store starts, whose invoice the desk credits and records paid (e2e/admin-invoicing.spec.ts). */
  invoicing: { email: 'e2e-invoicing@example.test', password: 'e2e-password', accountNumber: '900028' },
  /** The manager of a buyer with an order limit, who approves the buyer's order from the e-mail's link (e2e/approvals.spec.ts). */
  approvals: { email: 'e2e-approvals@example.test', password: 'e2e-password', accountNumber: '900029' },
  /** Orders the back office's desk specs place and move (issue #30): its order count is nobody's to check. */
  desk: { email: 'e2e-desk@example.test', password: 'e2e-password', accountNumber: '900030' },
};

export async function signIn(page: Page, user = DEMO_BUYER): Promise<void> {
  // Typed before hydration, the fields would be lost and Sign In stay disabled (seen under load).
  await gotoHydrated(page, '/login');
  // Already signed in (as someone else): /login offers Log Out instead of the form (issue #16 item 13).
  const logOut = page.getByRole('main').getByRole('button', { name: 'Log Out' });
  if (await logOut.isVisible()) {
    await logOut.click();
    await page.waitForURL((url) => url.pathname === '/');
    await gotoHydrated(page, '/login');
  }
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.hash === '#category');
}

/** Opens a page and waits until React has hydrated it: what is typed into a server-rendered field before that is lost. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Headers for a write through page.request with the signed-in page's session (spec §7: X-XSRF-TOKEN). */
export async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'x-xsrf-token': decodeURIComponent(token), 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };
}

/** Calls the JSON API as the signed-in page; fails the test on an error status. */
export async function api<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, data, headers: await apiHeaders(page) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(400);
  return (await response.json()) as T;
}

/** Each test starts from an empty cart (the accounts are shared by the tests of one run). */
export async function emptyCart(page: Page): Promise<void> {
  const cart = await api<CartJson>(page, 'GET', '/api/cart');
  for (const item of cart.items) await api(page, 'DELETE', `/api/cart/${encodeURIComponent(item.key)}`);
}

/** A product that can be added with the quantity stepper (no variant matrix), with its page URL. */
export async function simpleProduct(page: Page, skip = 0): Promise<ProductJson> {
  const products = await api<{ data: ProductJson[] }>(page, 'GET', '/api/products?per_page=48&sort_field=title&sort_order=asc');
  const found = products.data.filter((product) => !product.has_variants && product.price !== undefined)[skip];
  if (!found) throw new Error('no simple product in the demo catalogue');
  return found;
}

export const test = base;
export { expect };
