// The cart service as the orders domain uses it: getForCheckout, clearCart, addLines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippingInfo } from '../../../shared/schemas/cart.ts';
import { createAccountWithUser, type TestAccount } from '../../testing/factories.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import type { SignedInViewer } from '../auth/viewer.ts';
import { createCatalogueRepo } from '../catalogue/catalogue.repo.ts';
import { createCatalogueService } from '../catalogue/catalogue.service.ts';
import { RESTRICTED_ACCOUNT } from '../catalogue/catalogue.fixtures.ts';
import { cartSettingsOf } from './cart-settings.ts';
import { insertCartFixture, setProductPrice, type CartFixture } from './cart.fixtures.ts';
import { createCartRepo } from './cart.repo.ts';
import { createCartService, type CartService } from './cart.service.ts';

const SHIPPING: ShippingInfo = {
  first_name: 'Jane',
  last_name: 'Buyer',
  company: '',
  phone: '09 555 0123',
  email: 'jane@example.test',
  line_1: '12 Kowhai Street',
  line_2: '',
  suburb: 'Remuera',
  city: 'Auckland',
  region_id: 2,
  country_id: 155,
  post_code: '1050',
  notes: '',
  purchase_order_no: 'PO-1',
};

function viewerOf(account: TestAccount): SignedInViewer {
  return {
    user: { id: account.userId, email: account.email, firstName: 'Test', lastName: 'User' },
    account: { id: account.accountId, accountNumber: account.accountNumber, name: 'Test', canPayOnAccount: true, canSwitchAccounts: false },
  };
}

describe('cart service for orders', () => {
  let testApp: TestApp;
  let fixture: CartFixture;
  let cart: CartService;

  beforeAll(async () => {
    testApp = await buildTestApp();
    fixture = await insertCartFixture(testApp);
    const catalogue = createCatalogueService({ repo: createCatalogueRepo(testApp.database.db) });
    cart = createCartService({ repo: createCartRepo(testApp.database.db), catalogue, settings: cartSettingsOf({ gstPercent: 15, taxInclusive: false }) });
  });
  afterAll(async () => testApp.close());

  const freshViewer = async (input: Parameters<typeof createAccountWithUser>[1] = {}) => viewerOf(await createAccountWithUser(testApp, input));

  describe('getForCheckout', () => {
    it('is null for a user without a cart and for an emptied cart', async () => {
      const viewer = await freshViewer();
      expect(await cart.getForCheckout(viewer)).toBeNull();
      const added = await cart.addItem(viewer, { productId: fixture.productId('vinyl'), variantId: 0, qty: 1 });
      await cart.removeItem(viewer, added.lines[0]?.key ?? '');
      expect(await cart.getForCheckout(viewer)).toBeNull();
    });

    it('gives priced lines, saved info, totals and a fingerprint', async () => {
      const viewer = await freshViewer();
      await cart.addItem(viewer, { productId: fixture.productId('vinyl'), variantId: 0, qty: 3 });
      await cart.addItem(viewer, { productId: fixture.productId('nitrileRange'), variantId: fixture.cellId('NIT-3-BLUE-M'), qty: 2 });
      await cart.saveShippingInfo(viewer, SHIPPING);
      const checkout = await cart.getForCheckout(viewer);
      expect(checkout).toEqual({
        cartId: expect.any(Number),
        lines: [
          { productId: fixture.productId('vinyl'), variantId: 0, sku: 'VIN-1', title: 'Vinyl Gloves Clear Small-100', unitPriceCents: 599, qty: 3, lineTotalCents: 1797 },
          {
            productId: fixture.productId('nitrileRange'),
            variantId: fixture.cellId('NIT-3-BLUE-M'),
            sku: 'NIT-3-BLUE-M',
            title: 'Nitrile Gloves Colour Range-100 (Blue / M)',
            unitPriceCents: 1099,
            qty: 2,
            lineTotalCents: 2198,
          },
        ],
        shippingInfo: SHIPPING,
        billingInfo: null,
        totals: {
          subTotalCents: 3995,
          taxTotalCents: 599,
          taxRateBasisPoints: 1500,
          isTaxInclusive: false,
          shippingCents: 0,
          discountCents: 0,
          totalCents: 4594,
        },
        fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    });

    it('keeps the fingerprint while the cart is unchanged and changes it with any change', async () => {
      const viewer = await freshViewer();
      const added = await cart.addItem(viewer, { productId: fixture.productId('apron'), variantId: 0, qty: 1 });
      const first = await cart.getForCheckout(viewer);
      expect((await cart.getForCheckout(viewer))?.fingerprint).toBe(first?.fingerprint);

      await cart.updateItem(viewer, { key: added.lines[0]?.key ?? '', productId: fixture.productId('apron'), qty: 2 });
      const afterQty = await cart.getForCheckout(viewer);
      expect(afterQty?.fingerprint).not.toBe(first?.fingerprint);

      await cart.saveShippingInfo(viewer, SHIPPING);
      const afterShipping = await cart.getForCheckout(viewer);
      expect(afterShipping?.fingerprint).not.toBe(afterQty?.fingerprint);

      await setProductPrice(testApp, fixture.productId('apron'), 1111);
      try {
        expect((await cart.getForCheckout(viewer))?.fingerprint).not.toBe(afterShipping?.fingerprint);
      } finally {
        await setProductPrice(testApp, fixture.productId('apron'), 999);
      }
    });
  });

  describe('clearCart', () => {
    it('removes the lines and the saved shipping and billing info, and changes the fingerprint', async () => {
      const viewer = await freshViewer();
      await cart.addItem(viewer, { productId: fixture.productId('vinyl'), variantId: 0, qty: 1 });
      await cart.saveShippingInfo(viewer, SHIPPING);
      await cart.clearCart(viewer);
      expect(await cart.getForCheckout(viewer)).toBeNull();
      const emptied = await cart.getCart(viewer);
      expect(emptied.lines).toEqual([]);
      expect(emptied.cart).toMatchObject({ shippingInfo: null, billingInfo: null });
      // A new cart with the same line gets a fresh fingerprint.
      await cart.addItem(viewer, { productId: fixture.productId('vinyl'), variantId: 0, qty: 1 });
      expect(await cart.getForCheckout(viewer)).not.toBeNull();
    });

    it("leaves another user's cart alone", async () => {
      const owner = await freshViewer();
      const other = await freshViewer();
      await cart.addItem(owner, { productId: fixture.productId('vinyl'), variantId: 0, qty: 1 });
      await cart.clearCart(other);
      expect((await cart.getCart(owner)).lines).toHaveLength(1);
    });
  });

  describe('addLines (order again)', () => {
    it('adds what is still sold and skips the rest with a reason, never throwing', async () => {
      const viewer = await freshViewer({ accountNumber: RESTRICTED_ACCOUNT });
      await cart.addItem(viewer, { productId: fixture.productId('vinyl'), variantId: 0, qty: 2 });
      const result = await cart.addLines(viewer, [
        { productId: fixture.productId('vinyl'), variantId: 0, qty: 3 },
        { productId: fixture.productId('nitrileRange'), variantId: fixture.cellId('NIT-3-BLUE-S'), qty: 1 },
        { productId: fixture.productId('retired'), variantId: 0, qty: 1 },
        { productId: fixture.productId('feed'), variantId: 0, qty: 1 },
        { productId: fixture.productId('nitrileRange'), variantId: fixture.cellId('NIT-3-BLACK-S'), qty: 1 },
        { productId: fixture.productId('nitrileRange'), variantId: 0, qty: 1 },
        { productId: 999_999, variantId: 0, qty: 1 },
        { productId: fixture.productId('apron'), variantId: 0, qty: 0 },
      ]);
      expect(result.added).toBe(2);
      expect(result.skipped).toEqual([
        { productId: fixture.productId('retired'), variantId: 0, reason: 'This product is no longer available.' },
        { productId: fixture.productId('feed'), variantId: 0, reason: 'This product is no longer available.' },
        { productId: fixture.productId('nitrileRange'), variantId: fixture.cellId('NIT-3-BLACK-S'), reason: 'This size or colour is no longer available.' },
        { productId: fixture.productId('nitrileRange'), variantId: 0, reason: 'This product now comes in sizes or colours: choose one on its page.' },
        { productId: 999_999, variantId: 0, reason: 'This product is no longer available.' },
        { productId: fixture.productId('apron'), variantId: 0, reason: 'Product quantity should not be less than 1' },
      ]);
      const lines = (await cart.getCart(viewer)).lines.map((line) => [line.item.sku, line.qty]);
      expect(lines).toEqual([
        ['VIN-1', 5],
        ['NIT-3-BLUE-S', 1],
      ]);
    });

    it('adds nothing and reports nothing for an empty list', async () => {
      const viewer = await freshViewer();
      expect(await cart.addLines(viewer, [])).toEqual({ added: 0, skipped: [] });
      expect(await cart.getForCheckout(viewer)).toBeNull();
    });
  });
});
