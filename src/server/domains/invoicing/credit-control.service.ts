// Credit control at Confirm Order and in a standing order's run (issue #28 Part 3): the check and the order
// commit together. The caller's transaction takes the account's credit lock first, so of two buyers of one
// account confirming at once the second reads the figures after the first's order is in them.
import type { DbExecutor } from '../../db/executor.ts';
import { creditRefusalOf, type CreditPolicy } from './credit-control.ts';

export { CREDIT_MESSAGES } from './credit-control.ts';
import { createCreditControlRepo } from './credit-control.repo.ts';

export function createCreditControlService(deps: { db: DbExecutor; policy: CreditPolicy; today: () => string }) {
  const { policy } = deps;
  return {
    /** Inside the placing transaction `tx`: why this order cannot go on account, or null. Holds the account's credit lock until `tx` ends. */
    async refusalIn(tx: DbExecutor, accountId: number, orderTotalCents: number): Promise<string | null> {
      const repo = createCreditControlRepo(tx);
      await repo.lockAccountCredit(accountId);
      const state = await repo.creditStateOf(accountId, deps.today());
      return state ? creditRefusalOf(state, orderTotalCents, policy) : null;
    },

    /** What the checkout page tells the buyer before they confirm (Confirm Order checks again, under the lock). */
    async refusalFor(accountId: number, orderTotalCents: number): Promise<string | null> {
      const state = await createCreditControlRepo(deps.db).creditStateOf(accountId, deps.today());
      return state ? creditRefusalOf(state, orderTotalCents, policy) : null;
    },
  };
}
export type CreditControlService = ReturnType<typeof createCreditControlService>;
