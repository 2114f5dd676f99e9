import { describe, expect, it } from 'vitest';
import type { CartJson, CheckoutJson } from '../../../shared/schemas/cart.ts';
import { BILLING, SHIPPING } from '../../testing/addresses.fixtures.ts';
import { apiAs } from '../../testing/api.ts';
import { addressesServiceOn } from '../../testing/domain-services.ts';
import { signedInAccount, type TestAccount, type TestSession } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { later } from '../../testing/suite.ts';
import { cartClient, useCartApp } from '../cart/cart.fixtures.ts';

describe('checkout', () => {
  const testApp = useCartApp();
  const client = cartClient(testApp);
  const fixture = later(() => testApp.fixture);

  const addresses = () => addressesServiceOn(testApp.database.db);
  async function buyerWithCart(input: Parameters<typeof signedInAccount>[1] = {}): Promise<TestAccount & TestSession> {
    const buyer = await signedInAccount(testApp, input);
    await client.add(buyer, { id: fixture.productId('vinyl'), qty: 2 });
    return buyer;
  }
  const save = (step: 'shipping' | 'billing', session: TestSession, payload: unknown) => client.post(`/api/checkout/${step}`, payload, session);
  const getCheckout = (session: TestSession) => apiAs(testApp, session).get<CheckoutJson>('/api/checkout');

  describe('GET /api/checkout', () => {
    it("answers the cart, the account's addresses (primary first, with names), countries with regions and the user", async () => {
      const buyer = await buyerWithCart({ canPayOnAccount: true });
      await addresses().addAddress(buyer.accountId, { line1: '1 First St', suburb: 'Te Aro', city: 'Wellington', postCode: '6011', countryId: 155, regionId: 9 });
      await addresses().addAddress(buyer.accountId, {
        line1: '2 Second St',
        line2: 'Unit 4',
        suburb: 'Sydenham',
        city: 'Christchurch',
        postCode: '8023',
        phone: '03 555 0000',
        countryId: 155,
        regionId: 14,
        isPrimary: true,
        integrationCode: 'ERP-9',
      });
      const response = await getCheckout(buyer);
      expect(response.status, response.text).toBe(200);
      const body = response.body;
      expect(body.cart).toEqual(await client.cart(buyer));
      expect(body.addresses).toEqual([
        {
          id: expect.any(Number),
          line_1: '2 Second St',
          line_2: 'Unit 4',
          suburb: 'Sydenham',
          city: 'Christchurch',
          post_code: '8023',
          phone: '03 555 0000',
          primary: true,
          integration_code: 'ERP-9',
          country: { id: 155, title: 'New Zealand' },
          region: { id: 14, name: 'Canterbury' },
        },
        expect.objectContaining({ line_1: '1 First St', line_2: null, primary: false, integration_code: null, region: { id: 9, name: 'Wellington' } }),
      ]);
      expect(body.countries[0]).toMatchObject({ id: 155, title: 'New Zealand' });
      const nz = body.countries.find((country) => country.id === 155);
      expect(nz?.regions.map((region) => region.name)).toEqual([
        'Northland', 'Auckland', 'Waikato', 'Bay of Plenty', 'Gisborne', "Hawke's Bay", 'Taranaki', 'Manawatū-Whanganui',
        'Wellington', 'Tasman', 'Nelson', 'Marlborough', 'West Coast', 'Canterbury', 'Otago', 'Southland',
      ]);
      expect(body.countries.find((country) => country.title === 'Australia')?.regions).toHaveLength(8);
      expect(body.can_pay_on_account).toBe(true);
      expect(body.user).toEqual({ first_name: 'Test', last_name: 'User', email: buyer.email });
    });

    it("never shows another account's addresses, and says when the account cannot pay on account", async () => {
      const other = await signedInAccount(testApp);
      await addresses().addAddress(other.accountId, { line1: '9 Other Rd', suburb: 'X', city: 'Y', postCode: '1234', countryId: 155, regionId: 0 });
      const buyer = await signedInAccount(testApp, { canPayOnAccount: false });
      const { body } = await getCheckout(buyer);
      expect(body.addresses).toEqual([]);
      expect(body.can_pay_on_account).toBe(false);
      expect(body.cart.items).toEqual([]);
    });

    it('answers 401 to a guest', async () => {
      await expectGuarded(testApp, { method: 'GET', url: '/api/checkout' });
    });
  });

  describe('POST /api/checkout/shipping and /billing', () => {
    it('saves shipping info on the cart and answers the whole cart', async () => {
      const buyer = await buyerWithCart();
      const response = await save('shipping', buyer, { shipping_info: SHIPPING });
      expect(response.status, response.text).toBe(200);
      const cart: CartJson = response.body;
      expect(cart.shipping_info).toEqual(SHIPPING);
      expect(cart.items).toHaveLength(1);
      expect((await client.cart(buyer)).shipping_info).toEqual(SHIPPING);
    });

    it('saves billing info without purchase order or notes', async () => {
      const buyer = await buyerWithCart();
      const response = await save('billing', buyer, { billing_info: { ...BILLING, purchase_order_no: 'ignored', notes: 'ignored' } });
      expect(response.status, response.text).toBe(200);
      expect((response.body as CartJson).billing_info).toEqual(BILLING);
    });

    it('fills the defaults: optional fields empty, country 155, region 0', async () => {
      const buyer = await buyerWithCart();
      const { company: _c, line_2: _l, city: _city, region_id: _r, country_id: _k, notes: _n, purchase_order_no: _p, ...required } = SHIPPING;
      const response = await save('shipping', buyer, { shipping_info: required });
      expect(response.status, response.text).toBe(200);
      expect((response.body as CartJson).shipping_info).toEqual({ ...required, company: '', line_2: '', city: '', region_id: 0, country_id: 155, notes: '', purchase_order_no: '' });
    });

    it('names every missing required shipping field', async () => {
      const buyer = await buyerWithCart();
      const response = await save('shipping', buyer, { shipping_info: {} });
      expect(response.status).toBe(422);
      const errors = response.body.errors as Record<string, string>;
      for (const field of ['first_name', 'last_name', 'phone', 'email', 'line_1', 'suburb', 'post_code']) {
        expect(errors, field).toHaveProperty(`shipping_info.${field}`);
      }
      expect(errors).not.toHaveProperty('shipping_info.city');
      expect(errors['shipping_info.first_name']).toBe('The first name field is required.');
    });

    it('names every missing required billing field, city included', async () => {
      const buyer = await buyerWithCart();
      const response = await save('billing', buyer, { billing_info: { first_name: '  ' } });
      expect(response.status).toBe(422);
      const errors = response.body.errors as Record<string, string>;
      for (const field of ['first_name', 'last_name', 'phone', 'email', 'line_1', 'suburb', 'city', 'post_code']) {
        expect(errors, field).toHaveProperty(`billing_info.${field}`);
      }
    });

    it('refuses notes of 256 characters and accepts 255', async () => {
      const buyer = await buyerWithCart();
      const long = await save('shipping', buyer, { shipping_info: { ...SHIPPING, notes: 'x'.repeat(256) } });
      expect(long.status).toBe(422);
      expect(long.body.errors).toEqual({ 'shipping_info.notes': 'The notes may not be greater than 255 characters.' });
      expect((await save('shipping', buyer, { shipping_info: { ...SHIPPING, notes: 'x'.repeat(255) } })).status).toBe(200);
    });

    it('refuses a bad email, a missing body and wrong types', async () => {
      const buyer = await buyerWithCart();
      expect((await save('shipping', buyer, { shipping_info: { ...SHIPPING, email: 'not-an-email' } })).body.errors).toHaveProperty('shipping_info.email');
      expect((await save('shipping', buyer, {})).body.errors).toHaveProperty('shipping_info');
      expect((await save('shipping', buyer, { shipping_info: { ...SHIPPING, country_id: '155' } })).body.errors).toHaveProperty('shipping_info.country_id');
      expect((await save('billing', buyer, { billing_info: { ...BILLING, region_id: 1.5 } })).body.errors).toHaveProperty('billing_info.region_id');
    });

    it('refuses post code ABCDE and phone abc, in shipping and billing, and saves nothing (issue #16 item 3)', async () => {
      const buyer = await buyerWithCart();
      const shipping = await save('shipping', buyer, { shipping_info: { ...SHIPPING, post_code: 'ABCDE', phone: 'abc' } });
      expect(shipping.status).toBe(422);
      expect(shipping.body.errors).toEqual({
        'shipping_info.phone': 'The phone may only contain digits, spaces, +, (, ) and -.',
        'shipping_info.post_code': 'The post code must be 4 digits.',
      });
      const billing = await save('billing', buyer, { billing_info: { ...BILLING, post_code: '12345', phone: '09 555' } });
      expect(billing.body.errors).toEqual({
        'billing_info.phone': 'The phone must have at least 7 digits.',
        'billing_info.post_code': 'The post code must be 4 digits.',
      });
      // Beside other fields' problems, in one answer.
      const both = await save('shipping', buyer, { shipping_info: { ...SHIPPING, first_name: '', post_code: '62' } });
      expect(both.body.errors).toEqual({ 'shipping_info.first_name': 'The first name field is required.', 'shipping_info.post_code': 'The post code must be 4 digits.' });
      const cart = await client.cart(buyer);
      expect([cart.shipping_info, cart.billing_info]).toEqual([null, null]);
      // A phone as people write it, and a post code with blanks around it.
      const fine = await save('shipping', buyer, { shipping_info: { ...SHIPPING, phone: '+64 (21) 555-0101', post_code: ' 0624 ' } });
      expect((fine.body as CartJson).shipping_info).toMatchObject({ phone: '+64 (21) 555-0101', post_code: '0624' });
    });

    it("holds the post code to its country's form: 4 digits in New Zealand and Australia, letters too elsewhere", async () => {
      const buyer = await buyerWithCart();
      const uk = await save('billing', buyer, { billing_info: { ...BILLING, country_id: 225, region_id: 0, post_code: 'SW1A 1AA' } });
      expect(uk.status, uk.text).toBe(200);
      const australia = await save('billing', buyer, { billing_info: { ...BILLING, country_id: 13, region_id: 0, post_code: 'SW1A 1AA' } });
      expect(australia.body.errors).toEqual({ 'billing_info.post_code': 'The post code must be 4 digits.' });
      const junk = await save('billing', buyer, { billing_info: { ...BILLING, country_id: 225, region_id: 0, post_code: '#1' } });
      expect(junk.body.errors).toEqual({ 'billing_info.post_code': 'The post code may only contain letters, digits, spaces and -, up to 10 characters.' });
    });

    it('refuses an unknown country and a region of another country, naming the field', async () => {
      const buyer = await buyerWithCart();
      const badCountry = await save('shipping', buyer, { shipping_info: { ...SHIPPING, country_id: 9999, region_id: 0 } });
      expect(badCountry.status).toBe(422);
      expect(badCountry.body.errors).toEqual({ 'shipping_info.country_id': 'The selected country is invalid.' });
      const wrongRegion = await save('billing', buyer, { billing_info: { ...BILLING, country_id: 13, region_id: 2 } });
      expect(wrongRegion.status).toBe(422);
      expect(wrongRegion.body.errors).toEqual({ 'billing_info.region_id': 'The selected region is invalid.' });
      const unknownRegion = await save('shipping', buyer, { shipping_info: { ...SHIPPING, region_id: 9999 } });
      expect(unknownRegion.body.errors).toEqual({ 'shipping_info.region_id': 'The selected region is invalid.' });
      const australia = await save('billing', buyer, { billing_info: { ...BILLING, country_id: 13, region_id: 102 } });
      expect(australia.status, australia.text).toBe(200);
      expect((await client.cart(buyer)).shipping_info).toBeNull();
    });

    it("refuses an empty cart with 'Your cart is empty.'", async () => {
      const buyer = await signedInAccount(testApp);
      for (const [step, payload] of [['shipping', { shipping_info: SHIPPING }], ['billing', { billing_info: BILLING }]] as const) {
        const response = await save(step, buyer, payload);
        expect(response.status).toBe(422);
        expect(response.body).toEqual({ message: 'Your cart is empty.', errors: { cart: 'Your cart is empty.' } });
      }
    });

    it('ignores tampered totals and prices sent along', async () => {
      const buyer = await buyerWithCart();
      const response = await save('shipping', buyer, { shipping_info: SHIPPING, summary: { total: 1 }, items: [{ price: 1 }], total: 1 });
      expect((response.body as CartJson).summary).toMatchObject({ sub_total: 1198, total: 1198 + 180 });
    });

    it("saves only on the viewer's own cart", async () => {
      const owner = await buyerWithCart();
      const other = await buyerWithCart();
      await save('shipping', other, { shipping_info: { ...SHIPPING, first_name: 'Other' } });
      expect((await client.cart(owner)).shipping_info).toBeNull();
    });

    it('answers 401 to a guest and 403 without the CSRF header', async () => {
      const buyer = await buyerWithCart();
      await expectGuarded(testApp, { method: 'POST', url: '/api/checkout/shipping', body: { shipping_info: SHIPPING } }, { signedIn: buyer });
      await expectGuarded(testApp, { method: 'POST', url: '/api/checkout/billing', body: { billing_info: BILLING } }, { signedIn: buyer });
      expect(await client.cart(buyer)).toMatchObject({ shipping_info: null, billing_info: null });
    });
  });
});
