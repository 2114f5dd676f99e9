// The account's order times (issue #10): the defaults on first use, then renamed, added, reordered and
// removed by the account's users. Removing one that has lines needs a second, confirmed request.
import { ORDER_TIMES_MAX } from '../../../shared/limits.ts';
import type { OrderTimeJson } from '../../../shared/schemas/residents.ts';
import type { Transact } from '../../db/executor.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-errors.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import { createOrderTimesRepo, type OrderTimesRepo } from './order-times.repo.ts';
import type { OrderTime } from './resident-types.ts';

export const ORDER_TIMES_FULL_MESSAGE = `An account may have at most ${ORDER_TIMES_MAX} order times.`;
export const ORDER_TIME_TAKEN_MESSAGE = 'There is already an order time with this title.';
export const REORDER_MISMATCH_MESSAGE = 'The order times have changed: reload the page and try again.';

/** The confirmation asked before removing an order time that residents' products are scheduled at. */
export function removeOrderTimeQuestion(title: string, lineCount: number): string {
  const products = lineCount === 1 ? '1 product is' : `${lineCount.toLocaleString('en-NZ')} products are`;
  return `${products} scheduled at ${title}. Removing ${title} removes them from every resident.`;
}

export function createOrderTimesService(deps: { repo: OrderTimesRepo; transact: Transact }) {
  const { repo, transact } = deps;

  async function listOrderTimes(viewer: SignedInViewer): Promise<OrderTime[]> {
    const found = await repo.findOrderTimes(viewer.account.id);
    if (found) return found;
    await transact((tx) => createOrderTimesRepo(tx).giveDefaults(viewer.account.id));
    return (await repo.findOrderTimes(viewer.account.id)) ?? [];
  }

  async function withCounts(viewer: SignedInViewer): Promise<OrderTimeJson[]> {
    const [times, counts] = await Promise.all([listOrderTimes(viewer), repo.countLines(viewer.account.id)]);
    return times.map((time) => ({ id: time.id, title: time.title, position: time.position, line_count: counts.get(time.id) ?? 0 }));
  }

  return {
    listOrderTimes,
    withCounts,

    namesHidden: (viewer: SignedInViewer) => repo.findNamesHidden(viewer.account.id),

    /** Privacy: show residents by room only, or by name again. */
    async setNamesHidden(viewer: SignedInViewer, hidden: boolean): Promise<void> {
      await listOrderTimes(viewer); // makes the settings row (with the default order times) when there is none
      await repo.setNamesHidden(viewer.account.id, hidden);
    },

    async addOrderTime(viewer: SignedInViewer, title: string): Promise<OrderTimeJson[]> {
      await listOrderTimes(viewer);
      const added = await repo.insertOrderTime(viewer.account.id, title);
      if (added === 'taken') throw new ValidationError({ title: ORDER_TIME_TAKEN_MESSAGE });
      if (added === null) throw new ValidationError({ title: ORDER_TIMES_FULL_MESSAGE });
      return withCounts(viewer);
    },

    async renameOrderTime(viewer: SignedInViewer, id: number, title: string): Promise<OrderTimeJson[]> {
      if (await repo.isTitleTaken(viewer.account.id, title, id)) throw new ValidationError({ title: ORDER_TIME_TAKEN_MESSAGE });
      let renamed: boolean;
      try {
        renamed = await repo.renameOrderTime(viewer.account.id, id, title);
      } catch (error) {
        // Another rename to the same title won the race: the unique index refused this one.
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ValidationError({ title: ORDER_TIME_TAKEN_MESSAGE });
        throw error;
      }
      if (!renamed) throw new NotFoundError('order time', id);
      return withCounts(viewer);
    },

    /** `ids`: every one of the account's order times, each once, in the new order. */
    async reorderOrderTimes(viewer: SignedInViewer, ids: readonly number[]): Promise<OrderTimeJson[]> {
      await transact(async (tx) => {
        const locked = createOrderTimesRepo(tx);
        const current = await locked.lockOrderTimes(viewer.account.id);
        const same = current.length === ids.length && new Set(ids).size === ids.length && current.every((time) => ids.includes(time.id));
        if (!same) throw new ValidationError({ ids: REORDER_MISMATCH_MESSAGE });
        await locked.reorder(viewer.account.id, ids);
      });
      return withCounts(viewer);
    },

    /** Removes it; when residents' products are scheduled at it, only with `confirmed` (else a 422 asking). */
    async removeOrderTime(viewer: SignedInViewer, id: number, confirmed: boolean): Promise<OrderTimeJson[]> {
      await transact(async (tx) => {
        const locked = createOrderTimesRepo(tx);
        const time = (await locked.lockOrderTimes(viewer.account.id)).find((candidate) => candidate.id === id);
        if (!time) throw new NotFoundError('order time', id);
        const lineCount = (await locked.countLines(viewer.account.id)).get(id) ?? 0;
        if (lineCount > 0 && !confirmed) throw new ValidationError({ confirm: removeOrderTimeQuestion(time.title, lineCount) });
        await locked.deleteOrderTime(viewer.account.id, id);
      });
      return withCounts(viewer);
    },
  };
}
export type OrderTimesService = ReturnType<typeof createOrderTimesService>;
