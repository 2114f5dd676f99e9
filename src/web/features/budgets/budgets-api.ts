// The budget calls (issue #29 Part 1) on top of the API client's `call`, typed by the shared contract.
import type { AccountBudgetsBody, BudgetSpendJson } from '../../../shared/schemas/approvals.ts';
import type { ApiClient } from '../../lib/api-client.ts';

export type BudgetsJson = { monthly_total: number | null; categories: { category_id: number; title: string; monthly_amount: number }[] };

export function budgetsApi(api: ApiClient) {
  return {
    spend: () => api.call<{ data: BudgetSpendJson }>('GET', '/api/account-budgets/spend'),
    get: () => api.call<{ data: BudgetsJson }>('GET', '/api/account-budgets'),
    put: (body: AccountBudgetsBody) => api.call<{ data: BudgetsJson }>('PUT', '/api/account-budgets', body),
  };
}
