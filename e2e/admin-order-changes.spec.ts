// Changing an order on the order page (issue #30 Part 2): the buyer ordered 4 of one product and 2 of
// another; on the phone they want 3 of the first, none of the second and 1 of a third. The desk opens
// 'Change lines…', finds a quantity that is not a whole number refused on its line before sending and a
// SKU no product has refused by the server on its row, then saves: the lines table shows the order as it
// is now, the message gives the totals before and after, and the timeline says what changed. At 375 px,
// with the form open, nothing scrolls sideways and axe finds nothing serious.
import type { ProductJson } from '../src/shared/schemas/catalogue.ts';
import { DESK_BUYER, placeDeskOrder, scrollBoxSettled, type DeskOrder } from './desk-orders.ts';
import { emptyCart, expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, signInStaff } from './staff-session.ts';

const RUN = Date.now().toString(36).toUpperCase();

test.describe('changing an order before it leaves', () => {
  let order: DeskOrder;
  let third: ProductJson;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, DESK_BUYER);
    await emptyCart(page);
    order = await placeDeskOrder(page, [4, 2], `CHANGE-${RUN}`);
    third = await simpleProduct(page, 2);
    await context.close();
  });

  test('the desk lowers a line, removes one and adds a product, and the order shows it', async ({ page }) => {
    test.setTimeout(120_000);
    const [first, second] = order.products;
    if (!first || !second) throw new Error('the order has not two lines');
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInStaff(page, E2E_STAFF.desk);
    await gotoHydrated(page, `/admin/orders/${order.id}`);

    const open = page.getByRole('button', { name: 'Change lines…' });
    const form = page.getByRole('form', { name: "Change the order's lines" });
    const qtyOf = (product: ProductJson) => form.getByRole('textbox', { name: `${product.sku} ${product.title} (`, exact: false });
    await open.click();
    await expect(qtyOf(first)).toBeFocused();
    await expect(qtyOf(first)).toHaveValue('4');
    await expect(qtyOf(second)).toHaveValue('2');

    // Not a whole number: refused on its line, nothing sent.
    await qtyOf(first).fill('2.5');
    await form.getByRole('button', { name: 'Save the change' }).click();
    await expect(qtyOf(first)).toHaveAccessibleDescription(`Type a whole number of ${first.sku} (0 removes the line).`);
    await expect(qtyOf(first)).toBeFocused();

    // A SKU no product has: the server's message on its row.
    await qtyOf(first).fill('3');
    await qtyOf(second).fill('0');
    await form.getByLabel('SKU (product 1)').fill(`NO-SUCH-${RUN}`);
    await form.getByLabel('Quantity (product 1)').fill('1');
    await form.getByRole('button', { name: 'Save the change' }).click();
    await expect(form.getByLabel('SKU (product 1)')).toHaveAccessibleDescription(`No product with SKU NO-SUCH-${RUN} is sold to this account.`);
    await expect(form.getByLabel('SKU (product 1)')).toBeFocused();

    // 375 px with the form open and its messages.
    await page.setViewportSize({ width: 375, height: 800 });
    await scrollBoxSettled(page);
    expect(await sidewaysProblems(page)).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.setViewportSize({ width: 1024, height: 800 });

    await form.getByLabel('SKU (product 1)').fill(third.sku);
    await form.getByRole('button', { name: 'Save the change' }).click();
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`^Order ${order.number} changed: its total went from \\$[\\d,.]+ to \\$[\\d,.]+; the buyer is e-mailed the change\\.$`) })).toBeVisible();
    await expect(form).toBeHidden();
    const lines = page.getByRole('table', { name: 'Lines and totals' });
    await expect(lines.getByRole('row').filter({ hasText: first.sku })).toContainText('3');
    await expect(lines.getByRole('row').filter({ hasText: second.sku })).toHaveCount(0);
    await expect(lines.getByRole('row').filter({ hasText: third.sku })).toHaveCount(1);
    const timeline = page.locator('.order-timeline-change');
    await expect(timeline).toContainText('Lines changed');
    await expect(timeline).toContainText(`4 → 3 × ${first.title} (${first.sku}); Removed 2 × ${second.title} (${second.sku}); Added 1 × `);
  });
});
