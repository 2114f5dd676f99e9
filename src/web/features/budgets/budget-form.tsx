// The account's budgets as a manager sets them (issue #29 Part 1): the overall monthly budget and one per
// top-level category, in dollars excl. GST. An order taking one past its amount waits for a manager.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { centsToInputText } from '../../../shared/money-input.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { budgetsApi, type BudgetsJson } from './budgets-api.ts';
import { budgetsBodyOf, type BudgetRow } from './budget-values.ts';

type Props = { budgets: BudgetsJson; categories: { id: number; title: string }[] };

export function BudgetForm({ budgets, categories }: Props) {
  const revalidator = useRevalidator();
  const [total, setTotal] = useState(budgets.monthly_total === null ? '' : centsToInputText(budgets.monthly_total));
  const [rows, setRows] = useState<BudgetRow[]>([
    ...budgets.categories.map((budget) => ({ categoryId: String(budget.category_id), amount: centsToInputText(budget.monthly_amount) })),
    { categoryId: '', amount: '' },
  ]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const setRow = (index: number, change: Partial<BudgetRow>) => setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));

  async function save() {
    setMessage('');
    setFailure('');
    const read = budgetsBodyOf({ total, rows });
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    try {
      await budgetsApi(createBrowserApiClient()).put(read.body);
      setMessage('The budgets have been saved.');
      void revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiRequestError && error.body.errors) setErrors(error.body.errors);
      else setFailure(apiErrorMessage(error));
    }
  }

  return (
    <form
      className="card budget-form"
      aria-labelledby="budget-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="budget-form-title">Monthly budgets</h2>
      <p>In dollars excl. GST. An order that takes a budget past its amount waits for a manager&apos;s approval; a manager&apos;s own orders do not.</p>
      <TextField label="Budget for all orders a month ($)" hint="leave blank for no overall budget" inputMode="decimal" value={total} error={errors.monthly_total} onChange={(event) => setTotal(event.currentTarget.value)} />
      {rows.map((row, index) => (
        <fieldset key={index} className="budget-form__row">
          <legend>{`Category budget ${index + 1}`}</legend>
          <label htmlFor={`budget-category-${index}`}>Category</label>
          <select
            id={`budget-category-${index}`}
            value={row.categoryId}
            aria-invalid={errors[`categories.${index}.category_id`] ? true : undefined}
            aria-describedby={errors[`categories.${index}.category_id`] ? `budget-category-${index}-error` : undefined}
            onChange={(event) => setRow(index, { categoryId: event.currentTarget.value })}
          >
            <option value="">None</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.title}
              </option>
            ))}
          </select>
          {errors[`categories.${index}.category_id`] ? (
            <p id={`budget-category-${index}-error`} className="field-error">
              {errors[`categories.${index}.category_id`]}
            </p>
          ) : null}
          <TextField label="Amount a month ($)" inputMode="decimal" value={row.amount} error={errors[`categories.${index}.monthly_amount`]} onChange={(event) => setRow(index, { amount: event.currentTarget.value })} />
        </fieldset>
      ))}
      <div className="budget-form__buttons">
        <button type="button" className="button button-secondary" onClick={() => setRows((current) => [...current, { categoryId: '', amount: '' }])}>
          Add a category budget
        </button>
        <button type="submit" className="button button-primary">
          Save budgets
        </button>
      </div>
      <p role="status">{message}</p>
      {failure ? (
        <p role="alert" className="notice notice-error">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
