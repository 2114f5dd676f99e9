// An account's monthly budgets (issue #29 Part 1), overall and per top-level category, set by its managers,
// and the month's spend against them: placed orders, and apart from them those awaiting approval.
import type { AccountBudgetsBody, BudgetSpendJson } from '../../../shared/schemas/approvals.ts';
import type { Transact } from '../../db/executor.ts';
import { ValidationError } from '../../errors.ts';
import { storeDayOf } from '../../kernel/store-day.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import { createApprovalsRepo, type ApprovalsRepo } from './approvals.repo.ts';

export function createBudgetsService(deps: { repo: ApprovalsRepo; transact: Transact; now?: () => Date }) {
  const { repo, transact } = deps;
  const now = deps.now ?? (() => new Date());

  async function budgetsJson(accountId: number) {
    const budgets = await repo.budgetsOf(accountId);
    return {
      monthly_total: budgets.monthlyTotalCents,
      categories: budgets.categories.map((budget) => ({ category_id: budget.categoryId, title: budget.title, monthly_amount: budget.amountCents })),
    };
  }

  return {
    get: (viewer: SignedInViewer) => budgetsJson(viewer.account.id),

    /** Replaces the account's budgets; a category that is not a top-level category is a 422 naming it. */
    async put(viewer: SignedInViewer, body: AccountBudgetsBody) {
      const tops = await repo.topLevelCategoryIds(body.categories.map((budget) => budget.category_id));
      const errors: Record<string, string> = {};
      body.categories.forEach((budget, index) => {
        if (!tops.has(budget.category_id)) errors[`categories.${index}.category_id`] = `There is no top-level category ${budget.category_id}: budgets are kept for top-level categories.`;
      });
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      await transact((tx) =>
        createApprovalsRepo(tx).replaceBudgets(viewer.account.id, {
          monthlyTotalCents: body.monthly_total,
          categories: body.categories.map((budget) => ({ categoryId: budget.category_id, amountCents: budget.monthly_amount })),
        }),
      );
      return budgetsJson(viewer.account.id);
    },

    /** The month's spend (this month by default) against each budget and by each user, excl. GST. */
    async spend(viewer: SignedInViewer, month: string | undefined): Promise<BudgetSpendJson> {
      const forMonth = month ?? storeDayOf(now()).slice(0, 7);
      const isThisMonth = forMonth === storeDayOf(now()).slice(0, 7);
      const accountId = viewer.account.id;
      const [budgets, byUser, colleagues, pending] = await Promise.all([
        repo.budgetsOf(accountId),
        repo.monthSpendByUser(accountId, forMonth),
        repo.membersWithLimits(accountId),
        isThisMonth ? repo.pendingOf(accountId) : Promise.resolve([]),
      ]);
      const byTop = await repo.monthSpendByTopCategory(accountId, forMonth, budgets.categories.map((budget) => budget.path));
      const pendingTops = await repo.topCategoryPaths([...new Set(pending.flatMap((request) => request.lines.map((line) => line.productId)))]);
      const pendingLines = pending.flatMap((request) => request.lines.map((line) => ({ ...line, userId: request.userId })));
      const sum = (lines: { lineTotalCents: number }[]) => lines.reduce((total, line) => total + line.lineTotalCents, 0);
      const placedTotal = [...byUser.values()].reduce((total, cents) => total + cents, 0);
      return {
        month: forMonth,
        total: { budget: budgets.monthlyTotalCents, placed: placedTotal, awaiting_approval: sum(pendingLines) },
        categories: budgets.categories.map((budget) => ({
          category_id: budget.categoryId,
          title: budget.title,
          budget: budget.amountCents,
          placed: byTop.get(budget.path) ?? 0,
          awaiting_approval: sum(pendingLines.filter((line) => pendingTops.get(line.productId) === budget.path)),
        })),
        users: colleagues
          .filter((member) => member.role !== 'viewer' || byUser.has(member.userId))
          .map((member) => ({
            id: member.userId,
            name: member.name,
            monthly_limit: member.role === 'manager' ? null : member.monthlyLimitCents,
            placed: byUser.get(member.userId) ?? 0,
            awaiting_approval: sum(pendingLines.filter((line) => line.userId === member.userId)),
          })),
      };
    },
  };
}
export type BudgetsService = ReturnType<typeof createBudgetsService>;
