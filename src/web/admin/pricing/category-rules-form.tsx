// A price list's category rules (issue #27 Part 3): rows of a category's path and a percent off the list
// price of the products in it and the categories under it; rows are added and removed here, then saved
// together (the whole set replaces the list's rules).
import { useState, type FormEvent } from 'react';
import type { PriceListDetailJson } from '../../../shared/schemas/admin-pricing.ts';
import { browserAdminClient } from '../admin-api.ts';
import { SaveOutcome } from '../content/fields.tsx';
import { useAdminSave } from '../content/use-admin-save.ts';
import { pricingApi } from './pricing-api.ts';
import { InputField } from './pricing-fields.tsx';
import { otherMessages, rulesOf, type FieldErrors, type RuleRow } from './pricing-values.ts';

let nextKey = 1;
const rowOf = (rule: { category_path: string; percent_off: number } | null): RuleRow => ({
  key: nextKey++,
  category_path: rule?.category_path ?? '',
  percent_off: rule ? String(rule.percent_off) : '',
});

export function CategoryRulesForm({ list }: { list: PriceListDetailJson }) {
  const [rows, setRows] = useState(() => list.category_rules.map(rowOf));
  const [ownErrors, setOwnErrors] = useState<FieldErrors>({});
  const { errors: sentErrors, status, isBusy, save } = useAdminSave();
  const errors = { ...sentErrors, ...ownErrors };
  const change = (key: number, field: 'category_path' | 'percent_off', value: string) => setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = rulesOf(rows);
    setOwnErrors('errors' in read ? read.errors : {});
    if ('errors' in read) return;
    const count = read.rules.length;
    void save(() => pricingApi(browserAdminClient()).lists.update(list.id, { category_rules: read.rules }), count === 0 ? 'The list has no category rules now.' : `The list's ${count} category ${count === 1 ? 'rule is' : 'rules are'} saved.`);
  }

  return (
    <form className="admin-panel admin-stack" onSubmit={onSubmit} aria-labelledby="rules-heading" noValidate>
      <h2 id="rules-heading" className="admin-form-title">
        Category rules
      </h2>
      <p className="admin-muted">A percent off the list price of every product in the category and the categories under it. The category is its address in the store, e.g. continence/pads.</p>
      {rows.length === 0 ? <p>No category rules.</p> : null}
      {rows.map((row, index) => (
        <fieldset key={row.key} className="admin-form pricing-rule">
          <legend className="visually-hidden">Rule {index + 1}</legend>
          <InputField
            id={`rule-${row.key}-path`}
            label={`Category path, rule ${index + 1}`}
            value={row.category_path}
            onChange={(event) => change(row.key, 'category_path', event.target.value)}
            maxLength={500}
            size={28}
            error={errors[`category_rules.${index}.category_path`]}
          />
          <InputField
            id={`rule-${row.key}-percent`}
            label={`Percent off, rule ${index + 1}`}
            value={row.percent_off}
            onChange={(event) => change(row.key, 'percent_off', event.target.value)}
            inputMode="decimal"
            size={6}
            error={errors[`category_rules.${index}.percent_off`]}
          />
          <button type="button" className="button button-secondary" onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}>
            Remove<span className="visually-hidden"> rule {index + 1}</span>
          </button>
        </fieldset>
      ))}
      <span className="pricing-actions">
        <button type="button" className="button button-secondary" onClick={() => setRows((current) => [...current, rowOf(null)])}>
          Add a rule
        </button>
        <button type="submit" className="button button-primary" disabled={isBusy}>
          Save category rules
        </button>
      </span>
      <SaveOutcome errors={{ _: otherMessages(errors, rows.flatMap((_, index) => [`category_rules.${index}.category_path`, `category_rules.${index}.percent_off`])) ?? '' }} status={status} />
    </form>
  );
}
