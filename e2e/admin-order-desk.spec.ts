// The order desk's notes and holds on the order page (issue #30 Part 1): a desk member opens a new order,
// adds a note by keyboard (a note of spaces is refused on its field; the saved one is on the timeline
// marked internal, and the buyer's own order JSON does not hold it), puts the order on hold with a reason
// (the banner says since when, by whom and why; no move is offered), releases it, and moves it to
// processing; the timeline reads note, hold, release, move. At 375 px, with a note and a hold showing,
// nothing scrolls sideways and axe finds nothing serious.
import type { BrowserContext, Page } from '@playwright/test';
import type { OrderDetailJson } from '../src/shared/schemas/orders.ts';
import { api, emptyCart, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { seriousAxeFindings, tabTo } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { DESK_BUYER, orderFact, placeDeskOrder, scrollBoxSettled, type DeskOrder } from './desk-orders.ts';
import { E2E_STAFF, signInStaff } from './staff-session.ts';

// The desk specs' own buyer (E2E Desk Care): no spec counts its orders.
const BUYER = DESK_BUYER;
const RUN = Date.now().toString(36).toUpperCase();
const NOTE = `Buyer rang: keep the cartons together (${RUN})`;
const REASON = `Waiting on the buyer's new PO (${RUN})`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fact = orderFact;

test.describe('the order desk: notes and holds', () => {
  let buyerContext: BrowserContext;
  let buyer: Page;
  let order: DeskOrder;

  test.beforeAll(async ({ browser }) => {
    buyerContext = await browser.newContext();
    buyer = await buyerContext.newPage();
    await signIn(buyer, BUYER);
    await emptyCart(buyer);
    order = await placeDeskOrder(buyer, [2], `DESK-${RUN}`);
  });

  test.afterAll(async () => {
    await buyerContext.close();
  });

  test('a note marked internal, a hold with its reason and no moves, its release, then processing', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInStaff(page, E2E_STAFF.desk);
    await gotoHydrated(page, `/admin/orders/${order.id}`);
    await expect(page.getByRole('heading', { name: `Order ${order.number}`, level: 1 })).toBeVisible();
    const timelineSection = page.getByRole('region', { name: 'Timeline' });
    await expect(timelineSection.getByText('Nothing yet: the order is as the buyer placed it.')).toBeVisible();

    // A note of spaces only: the server's message stands on the field.
    const noteForm = page.getByRole('form', { name: 'Add a note' });
    const noteBox = noteForm.getByLabel(/^Internal note/);
    await tabTo(page, noteBox);
    await page.keyboard.type('   ');
    await tabTo(page, noteForm.getByRole('button', { name: 'Add note' }));
    await page.keyboard.press('Enter');
    await expect(noteBox).toHaveAttribute('aria-invalid', 'true');
    await expect(noteBox).toHaveAccessibleDescription('The note is required.');

    // Keyboard alone: the note is saved, the box empties, and the timeline shows it marked internal.
    await tabTo(page, noteBox);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(NOTE);
    await tabTo(page, noteForm.getByRole('button', { name: 'Add note' }));
    await page.keyboard.press('Enter');
    await expect(noteForm.getByRole('status')).toHaveText(`Note added to the timeline of order ${order.number}.`);
    await expect(noteBox).toHaveValue('');
    await expect(noteBox).not.toHaveAttribute('aria-invalid');
    const timeline = page.getByRole('list', { name: 'Timeline' });
    const entries = timeline.getByRole('listitem');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('Internal note, the buyer never sees it');
    await expect(entries.first()).toContainText(NOTE);
    await expect(entries.first()).toContainText(`By ${E2E_STAFF.desk.email}, `);

    // On hold, by keyboard: a reason is asked for; the banner says since when, by whom and why.
    const holdForm = page.getByRole('form', { name: 'Put on hold' });
    await tabTo(page, holdForm.getByLabel('Reason for the hold'));
    await page.keyboard.type(REASON);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'The order is on hold: it moves again once released.' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'On hold' });
    await expect(banner).toContainText(new RegExp(`On hold since \\d+ \\w+ \\d{4},? (at )?\\d\\d:\\d\\d by ${escaped(E2E_STAFF.desk.email)}: ${escaped(REASON)}`));
    await expect(banner).toContainText('release it first');
    for (const move of ['Start processing', 'Cancel order', 'Put on hold', 'Dispatch part…']) await expect(page.getByRole('button', { name: move, exact: true })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Dispatch', exact: true })).toHaveCount(0);
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(1)).toContainText('Put on hold');
    await expect(entries.nth(1)).toContainText(`Reason: ${REASON}`);

    // The buyer's own order says nothing of the note or the hold.
    const buyersOrder = JSON.stringify(await api<{ data: OrderDetailJson }>(buyer, 'GET', `/api/order-history/${order.id}`));
    expect(buyersOrder).toContain(order.number);
    expect(buyersOrder).not.toContain(NOTE);
    expect(buyersOrder).not.toContain(REASON);

    // 375 px with a note and a hold showing.
    await page.setViewportSize({ width: 375, height: 800 });
    await scrollBoxSettled(page);
    expect(await sidewaysProblems(page)).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.setViewportSize({ width: 1024, height: 800 });

    // Released by keyboard: the banner goes, the moves are back, and it moves to processing.
    await tabTo(page, banner.getByRole('button', { name: 'Release hold' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'The order is released: it can move again.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Actions' }).locator('.admin-notice')).toBeFocused();
    await expect(banner).toHaveCount(0);
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(2)).toContainText('Released from hold');
    await page.getByRole('button', { name: 'Start processing' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Order ${order.number} is now processing.` })).toBeVisible();
    await expect(fact(page, 'Status')).toHaveText('Processing');
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(3)).toContainText('Moved from New to Processing');
    await expect(page.getByRole('button', { name: 'Put on hold' })).toBeVisible();
  });
});
