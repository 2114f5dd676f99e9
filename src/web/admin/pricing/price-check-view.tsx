// The price check (issue #27 Part 3): what an account pays now for a quantity of a SKU, and why: its
// source (the list price, the special or a contract), the list and quantity break that gave it, the list
// price, and the SKU's breaks for that account. The form is a GET form, so a check is a link.
import { Form } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import type { PriceCheckJson } from '../../../shared/schemas/admin-pricing.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { FormAlert } from '../form-alert.tsx';
import { InputField } from './pricing-fields.tsx';
import { otherMessages, type FieldErrors } from './pricing-values.ts';

export type PriceCheckValues = { account_number: string; sku: string; qty: string };

export function PriceCheckForm({ values, errors }: { values: PriceCheckValues; errors: FieldErrors }) {
  return (
    <Form method="get" action="/admin/price-check" className="admin-form admin-panel" aria-labelledby="price-check-form-heading" noValidate>
      <h2 id="price-check-form-heading" className="visually-hidden">
        Check a price
      </h2>
      <InputField id="check-account" name="account_number" label="Account number" required size={12} defaultValue={values.account_number} error={errors.account_number} />
      <InputField id="check-sku" name="sku" label="SKU" required size={16} defaultValue={values.sku} error={errors.sku} />
      <InputField id="check-qty" name="qty" label="Quantity" required inputMode="numeric" size={6} defaultValue={values.qty || '1'} error={errors.qty} />
      <button type="submit" className="button button-primary">
        Check the price
      </button>
      <FormAlert message={otherMessages(errors, ['account_number', 'sku', 'qty'])} />
    </Form>
  );
}

/** Where the price comes from, in words. */
export function sourceText(check: Pick<PriceCheckJson, 'price_source' | 'price_list_code' | 'min_qty'>): string {
  if (check.price_source === 'list') return 'The list price: no special or contract price is lower.';
  if (check.price_source === 'special') return 'The special price: no contract price is lower.';
  const from = check.min_qty > 1 ? `, its break from ${check.min_qty.toLocaleString('en-NZ')}` : '';
  return `A contract price, from price list ${check.price_list_code ?? ''}${from}.`;
}

type Break = PriceCheckJson['breaks'][number];
const BREAK_COLUMNS: ListColumn<Break>[] = [
  { heading: 'From quantity', className: 'admin-number', cell: (row) => row.min_qty.toLocaleString('en-NZ') },
  { heading: 'Price each', className: 'admin-number', cell: (row) => formatCents(row.price) },
];

export function PriceCheckAnswer({ check, values }: { check: PriceCheckJson; values: PriceCheckValues }) {
  return (
    <section className="admin-panel admin-stack" aria-labelledby="price-check-answer-heading">
      <h2 id="price-check-answer-heading" className="admin-form-title">
        Account {values.account_number} pays for {values.qty} × {values.sku}
      </h2>
      <p className="pricing-answer">{formatCents(check.price)} each, excl. GST</p>
      <dl className="admin-details">
        <dt>Source</dt>
        <dd>{sourceText(check)}</dd>
        <dt>Price list</dt>
        <dd>{check.price_list_code ?? 'None'}</dd>
        <dt>Break</dt>
        <dd>From {check.min_qty.toLocaleString('en-NZ')}</dd>
        <dt>List price</dt>
        <dd>{formatCents(check.list_price)}</dd>
      </dl>
      {check.breaks.length > 0 ? (
        <AdminListTable caption="The account's quantity breaks for this SKU" label="Quantity breaks" columns={BREAK_COLUMNS} rows={check.breaks} rowKey={(row) => row.min_qty} />
      ) : (
        <p>The account pays the same price at every quantity of this SKU.</p>
      )}
    </section>
  );
}
