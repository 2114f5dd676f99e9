// Issue #7: NUL and lone UTF-16 surrogates in any text a client sends are refused at the edge with a 422 naming
// the field, never a 500; on the embedded database such a request used to break the shared connection too.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartJson } from '../../shared/schemas/cart.ts';
import { cartClient, useCartApp } from '../domains/cart/cart.fixtures.ts';
import { BILLING, SHIPPING } from '../testing/addresses.fixtures.ts';
import { apiAs, type ApiResponse } from '../testing/api.ts';
import { guestHeaders, signedInAccount, type TestSession } from '../testing/factories.ts';
import { later } from '../testing/suite.ts';

/** What JSON bodies carry: a NUL byte and an unpaired high surrogate, inside otherwise ordinary text. */
const BAD_TEXT = { NUL: 'abc\u0000def', 'a lone surrogate': 'abc\ud800def' } as const;
/** In a URL only NUL can be sent: a surrogate's UTF-8 bytes are not valid UTF-8 (see the path and query tests). */
const NUL_IN_URL = 'abc%00def';
const NOT_ALLOWED = /contains characters that are not allowed/;

function expectRefused(response: ApiResponse, field: string, what: string): void {
  expect(response.status, `${what}: ${response.text}`).toBe(422);
  expect(response.body.errors?.[field], `${what}: ${response.text}`).toMatch(NOT_ALLOWED);
}

describe('text with NUL bytes or lone surrogates (issue #7)', () => {
  const testApp = useCartApp();
  const client = cartClient(testApp);
  const fixture = later(() => testApp.fixture);
  let buyer: TestSession;
  let vinylKey: string;
  let addressSequence = 0;

  beforeAll(async () => {
    buyer = await signedInAccount(testApp);
    // A cart, so checkout would go on to write the text if it got past the schema.
    const cart = await client.add(buyer, { id: fixture.productId('vinyl'), qty: 2 });
    vinylKey = cart.items[0]?.key ?? '';
  });

  const request = (method: 'GET' | 'POST' | 'DELETE', url: string, session: TestSession, payload?: object) => {
    addressSequence += 1;
    // Each from its own address, so the sign-in and reset limits never answer instead of the schema.
    return apiAs(testApp, session).request(method, url, payload, { remoteAddress: `192.0.2.${addressSequence % 250}` });
  };

  it('checkout shipping and billing: 422 naming each text field, and nothing is saved', async () => {
    for (const [what, bad] of Object.entries(BAD_TEXT)) {
      for (const field of Object.keys(SHIPPING).filter((name) => typeof SHIPPING[name as keyof typeof SHIPPING] === 'string')) {
        const response = await request('POST', '/api/checkout/shipping', buyer, { shipping_info: { ...SHIPPING, [field]: bad } });
        expectRefused(response, `shipping_info.${field}`, `${what} in shipping ${field}`);
      }
      for (const field of Object.keys(BILLING).filter((name) => typeof BILLING[name as keyof typeof BILLING] === 'string')) {
        const response = await request('POST', '/api/checkout/billing', buyer, { billing_info: { ...BILLING, [field]: bad } });
        expectRefused(response, `billing_info.${field}`, `${what} in billing ${field}`);
      }
    }
    const cart = await client.cart(buyer);
    expect(cart.shipping_info).toBeNull();
    expect(cart.billing_info).toBeNull();
  });

  it('cart: 422 naming key in an update body and in DELETE /api/cart/{key}; a well-formed unknown key stays 404', async () => {
    for (const [what, bad] of Object.entries(BAD_TEXT)) {
      const response = await request('POST', '/api/cart', buyer, { key: bad, id: fixture.productId('vinyl'), qty: 1 });
      expectRefused(response, 'key', `${what} in the update key`);
    }
    expectRefused(await request('DELETE', `/api/cart/${NUL_IN_URL}`, buyer), 'key', 'NUL in the path key');
    expectRefused(await request('DELETE', '/api/cart/%00', buyer), 'key', 'a lone NUL as the path key');
    // A surrogate's UTF-8 bytes (ED A0 80) are not a valid URL component: the router refuses them before any handler.
    expect((await request('DELETE', '/api/cart/abc%ED%A0%80def', buyer)).status).toBe(400);
    expect((await request('DELETE', '/api/cart/no-such-key', buyer)).status).toBe(404);
    expect((await request('DELETE', `/api/cart/${'k'.repeat(65)}`, buyer)).status).toBe(404);
    expect((await client.cart(buyer)).items).toEqual([expect.objectContaining({ key: vinylKey, qty: 2 })]);
  });

  it('order history: 422 naming the query parameter or the order id', async () => {
    for (const name of ['keyword', 'date_from', 'date_to', 'page']) {
      expectRefused(await request('GET', `/api/order-history?${name}=${NUL_IN_URL}`, buyer), name, `NUL in ${name}`);
    }
    expectRefused(await request('GET', '/api/order-history?search_by=order_id&keyword=%00', buyer), 'keyword', 'NUL in an order number search');
    expectRefused(await request('GET', `/api/order-history/${NUL_IN_URL}`, buyer), 'id', 'NUL in the order id');
    expectRefused(await request('POST', `/api/order-history/${NUL_IN_URL}/order-again`, buyer), 'id', 'NUL in the order again id');
    expect((await request('GET', '/api/order-history/999999', buyer)).status).toBe(404);
  });

  it('catalogue listing and category: 422 naming the query parameter', async () => {
    for (const name of ['keyword', 'page', 'per_page', 'parent_id', 'category']) {
      expectRefused(await request('GET', `/api/products?${name}=${NUL_IN_URL}`, buyer), name, `NUL in ${name}`);
    }
    expectRefused(await request('GET', `/api/products?category_id=${NUL_IN_URL}`, buyer), 'category_id.0', 'NUL in category_id');
    expectRefused(await request('GET', `/api/products?category_id[]=${NUL_IN_URL}`, buyer), 'category_id[].0', 'NUL in category_id[]');
    expectRefused(await request('GET', `/api/category?path=${NUL_IN_URL}`, buyer), 'path', 'NUL in the category path');
    const guest = await guestHeaders(testApp);
    expectRefused(await request('GET', '/api/products?keyword=%00', guest), 'keyword', 'NUL in a guest search');
  });

  it('a query string cannot carry a lone surrogate: its bytes are read as U+FFFD, and the request is answered, not failed', async () => {
    expect((await request('GET', '/api/order-history?keyword=abc%ED%A0%80def', buyer)).status).toBe(200);
  });

  it('a product search refuses those bytes as it refuses a lone surrogate (issue #18)', async () => {
    expectRefused(await request('GET', '/api/products?keyword=abc%ED%A0%80def', buyer), 'keyword', 'a lone surrogate in a search');
  });

  it('sign-in, password reset and sign-out: 422 naming the field', async () => {
    for (const [what, bad] of Object.entries(BAD_TEXT)) {
      const guest = await guestHeaders(testApp);
      expectRefused(await request('POST', '/api/login', guest, { email: `a${bad}@example.test`, password: 'a long password' }), 'email', `${what} in the sign-in email`);
      expectRefused(await request('POST', '/api/login', guest, { email: 'a@example.test', password: `long ${bad} password` }), 'password', `${what} in the sign-in password`);
      expectRefused(await request('POST', '/password/email', guest, { email: `a${bad}@example.test` }), 'email', `${what} in the reset request email`);
      const reset = { token: 'x'.repeat(43), password: 'a long new password', password_confirmation: 'a long new password' };
      expectRefused(await request('POST', '/password/reset', guest, { ...reset, token: `${'x'.repeat(20)}${bad}` }), 'token', `${what} in the reset token`);
      const badPassword = `a long ${bad} password`;
      expectRefused(await request('POST', '/password/reset', guest, { ...reset, password: badPassword, password_confirmation: badPassword }), 'password', `${what} in the new password`);
      expectRefused(await request('POST', '/password/reset', guest, { ...reset, password_confirmation: bad.repeat(3) }), 'password_confirmation', `${what} in the confirmation`);
      expectRefused(await request('POST', '/logout', buyer, { token: bad }), 'token', `${what} in the sign-out token`);
    }
    // The refused sign-out left the buyer signed in.
    expect((await request('GET', '/api/session', buyer)).body.is_logged_in).toBe(true);
  });

  it('paths matched against a pattern (product slug, payment type, sandbox payment, pictures) answer 404, never 500', async () => {
    const paths: ['GET' | 'POST', string][] = [
      ['GET', `/api/products/${NUL_IN_URL}`],
      ['POST', `/api/payment/${NUL_IN_URL}`],
      ['GET', `/payments/sandbox/${NUL_IN_URL}`],
      ['POST', `/payments/sandbox/${NUL_IN_URL}/approve`],
      ['GET', `/images/products/${NUL_IN_URL}.svg`],
      ['GET', `/images/categories/${NUL_IN_URL}.svg`],
    ];
    for (const [method, url] of paths) expect((await request(method, url, buyer)).status, url).toBe(404);
  });

  it("leaves the embedded database's shared connection working: another account's requests right after, during and after them succeed", async () => {
    const other = await signedInAccount(testApp);
    const bad = () => [
      request('GET', '/api/order-history?keyword=%00', buyer),
      request('POST', '/api/cart', buyer, { key: BAD_TEXT.NUL, id: fixture.productId('vinyl'), qty: 1 }),
      request('DELETE', '/api/cart/%00', buyer),
      request('POST', '/api/checkout/shipping', buyer, { shipping_info: { ...SHIPPING, notes: BAD_TEXT.NUL } }),
      request('POST', '/api/checkout/billing', buyer, { billing_info: { ...BILLING, line_1: BAD_TEXT['a lone surrogate'] } }),
    ];
    const good = () => request('POST', '/api/cart', other, { id: fixture.productId('vinyl'), qty: 1 });

    // One at a time: the request after a refused one is the one a broken connection would fail.
    for (const [index, sent] of bad().entries()) {
      const refused = await sent;
      const next = await good();
      expect(next.status, `the other account's add after bad request ${index} (${refused.status})`).toBe(200);
      expect(refused.status).toBe(422);
    }

    // All at once.
    const responses = await Promise.all(Array.from({ length: 6 }, () => [...bad(), good()]).flat());
    const goodStatuses = responses.filter((_, index) => index % 6 === 5).map((response) => response.status);
    const badStatuses = responses.filter((_, index) => index % 6 !== 5).map((response) => response.status);
    expect(goodStatuses, 'the other account during the burst').toEqual([200, 200, 200, 200, 200, 200]);
    expect(badStatuses.every((status) => status === 422), badStatuses.join(' ')).toBe(true);

    const after = await request('GET', '/api/cart', other);
    expect(after.status).toBe(200);
    expect((after.body as CartJson).items_count).toBe(11);
  });
});
