// My Account → Budgets (issue #29 Part 1): this month's spend against the account's budgets and by user,
// orders awaiting approval apart; a manager sets the budgets here. A viewer's role may not see spend (the
// API answers 403): the page says so.
import { data } from 'react-router';
import type { Route } from './+types/my-account.budgets';
import { RouteError } from '../components/route-error.tsx';
import { BudgetForm } from '../features/budgets/budget-form.tsx';
import { BudgetSpend } from '../features/budgets/budget-spend.tsx';
import { budgetsApi } from '../features/budgets/budgets-api.ts';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { ApiRequestError } from '../lib/api-client.ts';
import { requestContext } from '../lib/api-context.ts';
import { useRootData } from '../lib/root-data.ts';
import { COMPANY } from '../lib/site-links.ts';

/** The call's answer, or null when the role may not (403). */
async function orRefused<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) return null;
    if (error instanceof ApiRequestError) throw data(error.body, { status: error.status });
    throw error;
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const [spend, budgets, tree] = await Promise.all([orRefused(budgetsApi(api).spend()), orRefused(budgetsApi(api).get()), api.catalogue.categories()]);
  return { spend: spend?.data ?? null, budgets: budgets?.data ?? null, categories: tree.data.map((node) => ({ id: node.id, title: node.title })) };
}

export const meta: Route.MetaFunction = () => [{ title: `Budgets | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'My Account', to: '/my-account' }, { label: 'Budgets' }]);

export default function BudgetsPage({ loaderData }: Route.ComponentProps) {
  const { spend, budgets, categories } = loaderData;
  const isManager = useRootData()?.viewer.role === 'manager';
  return (
    <div className="container my-account-page budgets-page">
      <h1>Budgets</h1>
      {spend ? <BudgetSpend spend={spend} isManager={isManager} /> : <p>Your role on this account lets you see orders, not the account&apos;s spend. Ask a manager of the account.</p>}
      {budgets ? <BudgetForm budgets={budgets} categories={categories} /> : spend ? <p>A manager of the account sets its budgets and your limits.</p> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
