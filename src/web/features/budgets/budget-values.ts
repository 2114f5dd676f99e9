// The budget form as a manager types it (issue #29 Part 1): dollars as typed, read the way the person meant
// them or refused with why; a blank overall budget is none; a category row needs both its category and amount.
import { formatCents } from '../../../shared/money.ts';
import { centsToInputText, readMoneyInput } from '../../../shared/money-input.ts';
import type { AccountBudgetsBody } from '../../../shared/schemas/approvals.ts';

export type BudgetRow = { categoryId: string; amount: string };
export type BudgetForm = { total: string; rows: BudgetRow[] };
/** The body to send, and for each of its categories the form row it came from (blank rows are left out). */
export type BudgetsReading = { body: AccountBudgetsBody; rowOf: number[] } | { errors: Record<string, string> };

export function budgetsBodyOf(form: BudgetForm): BudgetsReading {
  const errors: Record<string, string> = {};
  const total = readMoneyInput(form.total);
  if (!total.ok) errors.monthly_total = `The monthly budget ${total.problem}.`;
  const categories: AccountBudgetsBody['categories'] = [];
  const rowOf: number[] = [];
  const seen = new Set<string>();
  form.rows.forEach((row, index) => {
    if (row.categoryId === '' && row.amount.trim() === '') return;
    const amount = readMoneyInput(row.amount);
    if (row.categoryId === '') errors[`categories.${index}.category_id`] = 'Choose a category.';
    else if (seen.has(row.categoryId)) errors[`categories.${index}.category_id`] = 'This category already has a budget.';
    if (!amount.ok) errors[`categories.${index}.monthly_amount`] = `The monthly amount ${amount.problem}.`;
    else if (amount.cents === null) errors[`categories.${index}.monthly_amount`] = 'Type the monthly amount.';
    seen.add(row.categoryId);
    if (row.categoryId !== '' && amount.ok && amount.cents !== null) {
      categories.push({ category_id: Number(row.categoryId), monthly_amount: amount.cents });
      rowOf.push(index);
    }
  });
  if (Object.keys(errors).length > 0 || !total.ok) return { errors };
  return { body: { monthly_total: total.cents, categories }, rowOf };
}

const ROW_FIELD = /^categories\.(\d+)\.(category_id|monthly_amount)$/;

/**
 * The server's errors keyed by the form's rows: its `categories.N.…` counts the categories sent, which leave
 * out blank rows. Errors no field shows (`categories` itself, say) are kept under `form`.
 */
export function errorsByRow(errors: Record<string, string>, rowOf: number[]): Record<string, string> {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [key, text] of Object.entries(errors)) {
    const match = ROW_FIELD.exec(key);
    const row = match ? rowOf[Number(match[1])] : undefined;
    if (match && row !== undefined) placed[`categories.${row}.${match[2]}`] = text;
    else if (key === 'monthly_total') placed[key] = text;
    else unplaced.push(text);
  }
  return unplaced.length > 0 ? { ...placed, form: unplaced.join(' ') } : placed;
}

/** The form's rows for the budgets as saved, and one blank row to add another. */
export function rowsOf(categories: { category_id: number; monthly_amount: number }[]): BudgetRow[] {
  return [...categories.map((budget) => ({ categoryId: String(budget.category_id), amount: centsToInputText(budget.monthly_amount) })), { categoryId: '', amount: '' }];
}

/** '$1,200.00 of $2,000.00 placed' or '$1,200.00 placed (no budget)'; a user's line says 'no limit'. */
export function spendText(placed: number, budget: number | null, none = 'no budget'): string {
  return budget === null ? `${formatCents(placed)} placed (${none})` : `${formatCents(placed)} of ${formatCents(budget)} placed`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-12' → 'December 2026' (the API's New Zealand month); anything else as it came. */
export function monthTitle(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}
