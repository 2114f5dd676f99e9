// The cart service as the orders domain uses it: getForCheckout, lockForOrder, removeOrderedLines, addLines.
import { describe, expect, it } from 'vitest';
import { transactOn, type DbExecutor } from '../../db/executor.ts';
import { SHIPPING } from '../../testing/addresses.fixtures.ts';
import { createAccountWithUser } from '../../testing/factories.ts';
import { setProductPrice } from '../../testing/products.fixtures.ts';
import { later, useTestApp } from '../../testing/suite.ts';
import { viewerOf } from '../../testing/viewers.ts';
import { RESTRICTED_ACCOUNT } from '../catalogue/catalogue.fixtures.ts';
import { insertCartFixture } from './cart.fixtures.ts';

describe('cart service for orders', () => {
  const testApp = useTestApp(async (app) => {
    return { fixture: await insertCartFixture(app), cart: app.app.services.cart };
  });
  const fixture = later(() => testApp.fixture);
  const cart = later(() => testApp.cart);

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
          { productId: fixture.productId('vinyl'), variantId: 0, sku: 'VIN-1', title: 'Vinyl Gloves Clear Small-100', unitPriceCents: 599, qty: 3, lineTotalCents: 1797, image: '/images/products/VIN-1.svg' },
          {
            productId: fixture.productId('nitrileRange'),
            variantId: fixture.cellId('NIT-3-BLUE-M'),
            sku: 'NIT-3-BLUE-M',
            title: 'Nitrile Gloves Colour Range-100 (Blue / M)',
            unitPriceCents: 1099,
            qty: 2,
            lineTotalCents: 2198,
            // The blue cell's own picture, not the product's.
            image: '/images/products/NIT-3-BLUE-M.svg',
          },
        ],
        shippingInfo: SHIPPING,
        billingInfo: null,
        deliveryDate: null,
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
        version: expect.stringMatching(/^\d+$/),
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

  describe('lockForOrder', () => {
    it("answers the version getForCheckout read while the cart is unchanged, and a newer one once another tab's order took lines", async () => {
      const viewer = await freshViewer();
      await cart.addItem(viewer, { productId: fixture.productId('apron'), variantId: 0, qty: 2 });
      const read = await cart.getForCheckout(viewer);
      const inTransaction = <T>(work: (tx: DbExecutor) => Promise<T>) => transactOn(testApp.database.db)(work);

      expect(await inTransaction((tx) => cart.lockForOrder(viewer, tx))).toBe(read?.version);
      await inTransaction(async (tx) => {
        await cart.lockForOrder(viewer, tx);
        await cart.removeOrderedLines(viewer, [{ productId: fixture.productId('apron'), variantId: 0, qty: 1 }], tx);
      });
      const locked = await inTransaction((tx) => cart.lockForOrder(viewer, tx));
      expect(locked).not.toBeNull();
      expect(locked).not.toBe(read?.version);
    });

    it('answers null for a user without a cart', async () => {
      const viewer = await freshViewer();
      expect(await transactOn(testApp.database.db)((tx) => cart.lockForOrder(viewer, tx))).toBeNull();
    });
  });

  describe('removeOrderedLines', () => {
    const inTransaction = <T>(work: (tx: DbExecutor) => Promise<T>) => transactOn(testApp.database.db)(work);

    it('takes out exactly what was ordered, keeps the rest and forgets the saved shipping and billing info', async () => {
      const viewer = await freshViewer();
      await cart.addItem(viewer, { productId: fixture.productId('vinyl'), variantId: 0, qty: 5 });
      await cart.addItem(viewer, { productId: fixture.productId('apron'), variantId: 0, qty: 2 });
      await cart.addItem(viewer, { productId: fixture.productId('nitrileRange'), variantId: fixture.cellId('NIT-3-BLUE-S'), qty: 1 });
      await cart.saveShippingInfo(viewer, SHIPPING);
      const before = await cart.getForCheckout(viewer);
      await inTransaction(async (tx) => {
        await cart.lockForOrder(viewer, tx);
        await cart.removeOrderedLines(
          viewer,
          [
            { productId: fixture.productId('vinyl'), variantId: 0, qty: 3 },
            { productId: fixture.productId('apron'), variantId: 0, qty: 2 },
          ],
          tx,
        );
      });
      const after = await cart.getCart(viewer);
      expect(after.lines.map((line) => [line.item.sku, line.qty])).toEqual([
        ['VIN-1', 2],
        ['NIT-3-BLUE-S', 1],
      ]);
      expect(after.cart).toMatchObject({ shippingInfo: null, billingInfo: null });
      expect((await cart.getForCheckout(viewer))?.fingerprint).not.toBe(before?.fingerprint);
    });

    it('removes a line ordered whole even when more was ordered than is left', async () => {
      const viewer = await freshViewer();
      await cart.addItem(viewer, { productId: fixture.productId('vinyl'), variantId: 0, qty: 2 });
      await inTransaction((tx) => cart.removeOrderedLines(viewer, [{ productId: fixture.productId('vinyl'), variantId: 0, qty: 3 }], tx));
      expect(await cart.getForCheckout(viewer)).toBeNull();
    });

    it('leaves nothing behind when the transaction fails', async () => {
      const viewer = await freshViewer();
      await cart.addItem(viewer, { productId: fixture.productId('vinyl'), variantId: 0, qty: 2 });
      await expect(
        inTransaction(async (tx) => {
          await cart.removeOrderedLines(viewer, [{ productId: fixture.productId('vinyl'), variantId: 0, qty: 2 }], tx);
          throw new Error('crash after the cart statement');
        }),
      ).rejects.toThrow('crash after the cart statement');
      expect((await cart.getCart(viewer)).lines.map((line) => line.qty)).toEqual([2]);
    });

    it("leaves another user's cart alone", async () => {
      const owner = await freshViewer();
      const other = await freshViewer();
      await cart.addItem(owner, { productId: fixture.productId('vinyl'), variantId: 0, qty: 1 });
      await inTransaction((tx) => cart.removeOrderedLines(other, [{ productId: fixture.productId('vinyl'), variantId: 0, qty: 1 }], tx));
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
      expect(await cart.addLines(viewer, [])).toEqual({ added: 0, skipped: [], priced: [] });
      expect(await cart.getForCheckout(viewer)).toBeNull();
    });
  });
});
