// The budget form as a manager types it (issue #29 Part 1): dollars as typed, read the way the person meant
// them or refused with why; a blank overall budget is none; a category row needs both its category and amount.
import { formatCents } from '../../../shared/money.ts';
import { readMoneyInput } from '../../../shared/money-input.ts';
import type { AccountBudgetsBody } from '../../../shared/schemas/approvals.ts';

export type BudgetRow = { categoryId: string; amount: string };
export type BudgetForm = { total: string; rows: BudgetRow[] };

export function budgetsBodyOf(form: BudgetForm): { body: AccountBudgetsBody } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const total = readMoneyInput(form.total);
  if (!total.ok) errors.monthly_total = `The monthly budget ${total.problem}.`;
  const categories: AccountBudgetsBody['categories'] = [];
  const seen = new Set<string>();
  form.rows.forEach((row, index) => {
    if (row.categoryId === '' && row.amount.trim() === '') return;
    const amount = readMoneyInput(row.amount);
    if (row.categoryId === '') errors[`categories.${index}.category_id`] = 'Choose a category.';
    else if (seen.has(row.categoryId)) errors[`categories.${index}.category_id`] = 'This category already has a budget.';
    if (!amount.ok) errors[`categories.${index}.monthly_amount`] = `The amount ${amount.problem}.`;
    else if (amount.cents === null) errors[`categories.${index}.monthly_amount`] = 'Type the monthly amount.';
    seen.add(row.categoryId);
    if (row.categoryId !== '' && amount.ok && amount.cents !== null) categories.push({ category_id: Number(row.categoryId), monthly_amount: amount.cents });
  });
  if (Object.keys(errors).length > 0 || !total.ok) return { errors };
  return { body: { monthly_total: total.cents, categories } };
}

/** '$1,200.00 of $2,000.00 placed' or '$1,200.00 placed (no budget)'. */
export function spendText(placed: number, budget: number | null): string {
  return budget === null ? `${formatCents(placed)} placed (no budget)` : `${formatCents(placed)} of ${formatCents(budget)} placed`;
}
