// The account's budgets as a manager sets them (issue #29 Part 1): the overall monthly budget and one per
// top-level category, in dollars excl. GST. An order taking one past its amount waits for a manager.
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { centsToInputText } from '../../../shared/money-input.ts';
import { MoneyField } from '../../components/ui/money-field.tsx';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { budgetsApi, type BudgetsJson } from './budgets-api.ts';
import { budgetsBodyOf, errorsByRow, rowsOf, type BudgetRow } from './budget-values.ts';

type Props = { budgets: BudgetsJson; categories: { id: number; title: string }[] };

const ADD_BUTTON_ID = 'budget-add-row';
const categoryFieldId = (index: number) => `budget-category-${index}`;

export function BudgetForm({ budgets, categories }: Props) {
  const revalidator = useRevalidator();
  const [total, setTotal] = useState(budgets.monthly_total === null ? '' : centsToInputText(budgets.monthly_total));
  const [rows, setRows] = useState<BudgetRow[]>(() => rowsOf(budgets.categories));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const [isBusy, setBusy] = useState(false);
  // Where the keyboard goes after a row is added or removed (the button pressed is gone or far away).
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (focusId === null) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const setRow = (index: number, change: Partial<BudgetRow>) => setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const changeRows = (next: BudgetRow[], focus: string) => {
    setRows(next);
    // Row errors are keyed by position, which the change moves.
    setErrors((current): Record<string, string> => (current.monthly_total ? { monthly_total: current.monthly_total } : {}));
    setMessage('');
    setFocusId(focus);
  };

  async function save() {
    setMessage('');
    setFailure('');
    const read = budgetsBodyOf({ total, rows });
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    setBusy(true);
    try {
      const saved = (await budgetsApi(createBrowserApiClient()).put(read.body)).data;
      setTotal(saved.monthly_total === null ? '' : centsToInputText(saved.monthly_total));
      setRows(rowsOf(saved.categories));
      setMessage('The budgets have been saved.');
      void revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiRequestError && error.body.errors) setErrors(errorsByRow(error.body.errors, read.rowOf));
      else setFailure(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="card budget-form"
      aria-labelledby="budget-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBusy) void save();
      }}
    >
      <h2 id="budget-form-title">Monthly budgets</h2>
      <p>In dollars excl. GST. An order that takes a budget past its amount waits for a manager&apos;s approval; a manager&apos;s own orders do not.</p>
      <MoneyField
        label="Budget for all orders a month ($)"
        hint="excl. GST; leave blank for no overall budget"
        value={total}
        error={errors.monthly_total}
        onChange={(event) => setTotal(event.currentTarget.value)}
      />
      {rows.map((row, index) => {
        const categoryError = errors[`categories.${index}.category_id`];
        return (
          <fieldset key={index} className="budget-form__row">
            <legend>{`Category budget ${index + 1}`}</legend>
            <div className="field">
              <label htmlFor={categoryFieldId(index)}>Category</label>
              <select
                id={categoryFieldId(index)}
                value={row.categoryId}
                aria-invalid={categoryError ? true : undefined}
                aria-describedby={categoryError ? `${categoryFieldId(index)}-error` : undefined}
                onChange={(event) => setRow(index, { categoryId: event.currentTarget.value })}
              >
                <option value="">Choose a category</option>
                {categories.map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.title}
                  </option>
                ))}
              </select>
              {categoryError ? (
                <p id={`${categoryFieldId(index)}-error`} className="field-error">
                  {categoryError}
                </p>
              ) : null}
            </div>
            <MoneyField
              label="Amount a month ($)"
              hint="excl. GST"
              value={row.amount}
              error={errors[`categories.${index}.monthly_amount`]}
              onChange={(event) => setRow(index, { amount: event.currentTarget.value })}
            />
            <button
              type="button"
              className="button button-secondary budget-form__remove"
              onClick={() => changeRows(rows.filter((_, at) => at !== index), rows.length > 1 && index < rows.length - 1 ? categoryFieldId(index) : ADD_BUTTON_ID)}
            >
              Remove <span className="visually-hidden">{`category budget ${index + 1}`}</span>
            </button>
          </fieldset>
        );
      })}
      {errors.form ? (
        <p role="alert" className="notice notice-error">
          {errors.form}
        </p>
      ) : null}
      <div className="budget-form__buttons">
        <button id={ADD_BUTTON_ID} type="button" className="button button-secondary" onClick={() => changeRows([...rows, { categoryId: '', amount: '' }], categoryFieldId(rows.length))}>
          Add a category budget
        </button>
        <button type="submit" className="button button-primary" disabled={isBusy}>
          Save budgets
        </button>
      </div>
      <p className="field-hint">A category budget you remove stays until you save.</p>
      <p role="status">{message}</p>
      {failure ? (
        <p role="alert" className="notice notice-error">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
