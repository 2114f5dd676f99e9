// The header search box's orders (issue #30 Part 5): words in very many orders are looked for among the
// newest orders, else in the words' index, and counted only to a cap; what the box shows is the list's own
// first page either way. The tuning makes 'very many' and 'the newest' small here.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithUser, type TestAccount } from '../../testing/factories.ts';
import { insertPlacedOrder } from '../../testing/fulfilment.fixtures.ts';
import { useTestApp } from '../../testing/suite.ts';
import { createStaffOrdersRepo, type SearchBoxTuning } from './staff-orders.repo.ts';

const dense = (denseWordEntries: number, recentOrders = 200, wideWordEntries = 5_000): SearchBoxTuning => ({ denseWordEntries, recentOrders, wideWordEntries });

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
    const walked = await repo().findForSearchBox('boxpo', 3, 1, dense(2));
    expect(walked.rows.map((row) => row.id)).toEqual(list.rows.map((row) => row.id));
    expect(walked.rows.map((row) => row.id)).toEqual([...ids].reverse().slice(0, 3));
    expect(walked).toMatchObject({ total: 1, isMore: true });
    expect(await repo().findForSearchBox('boxpo boxpo-4', 3, 1, dense(1))).toMatchObject({ total: 1, isMore: false, rows: [{ id: ids[4] }] });
    expect(walked.rows[0]).toMatchObject({ accountName: 'Box Walk Lodge', purchaseOrderNo: 'BOXPO-5' });
  });

  it('counts exactly when the words are in few orders, or when the entries read hold no more orders than the cap', async () => {
    expect(await repo().findForSearchBox('boxpo', 3, 100)).toMatchObject({ total: 6, isMore: false });
    expect(await repo().findForSearchBox('boxpo', 3, 6, dense(2))).toMatchObject({ total: 6, isMore: false });
    expect(await repo().findForSearchBox('BOXPO-2', 3, 6, dense(1))).toMatchObject({ total: 1, isMore: false, rows: [{ id: ids[2] }] });
  });

  it('finds by the account’s name on the walk too, and every word typed must begin a word of the order', async () => {
    expect((await repo().findForSearchBox('Walk Lodge', 5, 100, dense(0))).total).toBe(6);
    // One word alone: by the account's name, or by part of the buyer's e-mail.
    expect(await repo().findForSearchBox('Walk', 5, 100)).toMatchObject({ total: 6, isMore: false, rows: [{ id: ids[5] }, { id: ids[4] }, { id: ids[3] }, { id: ids[2] }, { id: ids[1] }] });
    expect((await repo().findForSearchBox(account.email.split('@')[0]!, 5, 100)).total).toBe(6);
    expect((await repo().findForSearchBox('boxpo nothingzq', 5, 100, dense(0))).total).toBe(0);
  });

  it('finds the newest of an old word’s orders when the newest orders hold none, each order once', async () => {
    // Two older orders, each with two words beginning 'dupw', then orders without it.
    const old = [(await insertPlacedOrder(testApp, account, { purchaseOrderNo: 'DUPW-1 DUPW-1B' })).id, (await insertPlacedOrder(testApp, account, { purchaseOrderNo: 'DUPW-2 DUPW-2B' })).id];
    for (let index = 0; index < 3; index++) await insertPlacedOrder(testApp, account, { purchaseOrderNo: `NEWER-${index}` });
    const list = await repo().listStaffOrders({ text: 'dupw' }, { sort: '-created_at', limit: 5, offset: 0 });
    expect(list.rows.map((row) => row.id)).toEqual([...old].reverse());
    // Four entries, two orders, a cap of one: dense; taken from its entries, or (as wide as it is) first looked
    // for among the newest two orders, which hold none.
    for (const tuning of [dense(3, 2), dense(3, 2, 4)]) {
      const found = await repo().findForSearchBox('dupw', 5, 1, tuning);
      expect(found).toMatchObject({ total: 1, isMore: true });
      expect(found.rows.map((row) => row.id)).toEqual([...old].reverse());
    }
    // Two words, both dense: every order holding both.
    const both = await repo().findForSearchBox('dupw-2 dupw', 5, 0, dense(2, 2));
    expect(both).toMatchObject({ total: 0, isMore: true });
    expect(both.rows.map((row) => row.id)).toEqual([old[1]]);
    // Found among the newest when they hold it, or from its entries.
    for (const tuning of [dense(2, 3), dense(2, 3, 3)]) {
      expect((await repo().findForSearchBox('newer', 2, 1, tuning)).rows.map((row) => row.purchaseOrderNo)).toEqual(['NEWER-2', 'NEWER-1']);
    }
  });
});
