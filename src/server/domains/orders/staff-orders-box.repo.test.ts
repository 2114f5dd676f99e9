// The header search box's orders (issue #30 Part 5): words in very many orders are found by walking the
// newest orders and counted only to a cap; what the box shows is the list's own first page either way.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithUser, type TestAccount } from '../../testing/factories.ts';
import { insertPlacedOrder } from '../../testing/fulfilment.fixtures.ts';
import { useTestApp } from '../../testing/suite.ts';
import { createStaffOrdersRepo } from './staff-orders.repo.ts';

describe('staff orders repo: the search box', () => {
  const testApp = useTestApp();
  let account: TestAccount;
  const ids: number[] = [];
  beforeAll(async () => {
    account = await createAccountWithUser(testApp, { accountName: 'Box Walk Lodge' });
    for (let index = 0; index < 6; index++) ids.push((await insertPlacedOrder(testApp, account, { purchaseOrderNo: `BOXPO-${index}` })).id);
  });
  const repo = () => createStaffOrdersRepo(testApp.database.db);

  it('finds the newest orders for words in many and counts them to the cap: the first page is the list’s', async () => {
    const list = await repo().listStaffOrders({ text: 'boxpo' }, { sort: '-created_at', limit: 3, offset: 0 });
    expect(list.total).toBe(6);
    // Two index entries read, two orders: more than a cap of one.
    const walked = await repo().findForSearchBox('boxpo', 3, 1, 2);
    expect(walked.rows.map((row) => row.id)).toEqual(list.rows.map((row) => row.id));
    expect(walked.rows.map((row) => row.id)).toEqual([...ids].reverse().slice(0, 3));
    expect(walked).toMatchObject({ total: 1, isMore: true });
    expect(await repo().findForSearchBox('boxpo boxpo-4', 3, 1, 1)).toMatchObject({ total: 1, isMore: false, rows: [{ id: ids[4] }] });
    expect(walked.rows[0]).toMatchObject({ accountName: 'Box Walk Lodge', purchaseOrderNo: 'BOXPO-5' });
  });

  it('counts exactly when the words are in few orders, or when the entries read hold no more orders than the cap', async () => {
    expect(await repo().findForSearchBox('boxpo', 3, 100)).toMatchObject({ total: 6, isMore: false });
    expect(await repo().findForSearchBox('boxpo', 3, 6, 2)).toMatchObject({ total: 6, isMore: false });
    expect(await repo().findForSearchBox('BOXPO-2', 3, 6, 1)).toMatchObject({ total: 1, isMore: false, rows: [{ id: ids[2] }] });
  });

  it('finds by the account’s name on the walk too, and every word typed must begin a word of the order', async () => {
    expect((await repo().findForSearchBox('Walk Lodge', 5, 100, 0)).total).toBe(6);
    expect((await repo().findForSearchBox('boxpo nothingzq', 5, 100, 0)).total).toBe(0);
  });
});
