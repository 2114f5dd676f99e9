// This month's spend (issue #29 Part 1): placed orders against the account's budgets, overall and per
// category, and by each user against their monthly limit; orders awaiting approval shown apart.
import { formatCents } from '../../../shared/money.ts';
import type { BudgetSpendJson } from '../../../shared/schemas/approvals.ts';
import { spendText } from './budget-values.ts';

function SpendLine({ label, placed, budget, awaiting }: { label: string; placed: number; budget: number | null; awaiting: number }) {
  const isOver = budget !== null && placed > budget;
  return (
    <li className="budget-spend__line">
      <span className="budget-spend__label">{label}</span>
      <span className={isOver ? 'budget-spend__over' : undefined}>{`${spendText(placed, budget)}${isOver ? ' (over)' : ''}`}</span>
      {awaiting > 0 ? <span>{`${formatCents(awaiting)} awaiting approval`}</span> : null}
    </li>
  );
}

export function BudgetSpend({ spend }: { spend: BudgetSpendJson }) {
  return (
    <section className="card budget-spend" aria-labelledby="budget-spend-title">
      <h2 id="budget-spend-title">{`Spend this month (${spend.month}), excl. GST`}</h2>
      <ul className="budget-spend__list">
        <SpendLine label="All orders" placed={spend.total.placed} budget={spend.total.budget} awaiting={spend.total.awaiting_approval} />
        {spend.categories.map((category) => (
          <SpendLine key={category.category_id} label={category.title} placed={category.placed} budget={category.budget} awaiting={category.awaiting_approval} />
        ))}
      </ul>
      <h3>By user</h3>
      <ul className="budget-spend__list">
        {spend.users.map((user) => (
          <SpendLine key={user.id} label={user.name} placed={user.placed} budget={user.monthly_limit} awaiting={user.awaiting_approval} />
        ))}
      </ul>
    </section>
  );
}
