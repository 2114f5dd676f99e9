// The order's lines as the desk builds it (issue #30 Part 4): each product's SKU, title, quantity (changed in
// place; the quote follows when the field is left), the account's price and the line's total, and Remove;
// then the totals the server worked out. Below 40rem each row stacks.
import { formatCents } from '../../../shared/money.ts';
import type { PhoneOrderQuoteJson } from '../../../shared/schemas/phone-orders.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';

export type WantedLine = { sku: string; qty: number };
type Row = WantedLine & { index: number; priced: PhoneOrderQuoteJson['lines'][number] | undefined };

type Props = {
  lines: WantedLine[];
  quote: PhoneOrderQuoteJson | null;
  errors: Record<string, string>;
  isBusy: boolean;
  onQuantity: (index: number, qty: number) => void;
  onRemove: (index: number) => void;
};

function QuantityField({ row, error, isBusy, onQuantity }: { row: Row; error: string | undefined; isBusy: boolean; onQuantity: Props['onQuantity'] }) {
  const id = `phone-order-qty-${row.index}`;
  const commit = (value: string) => {
    const qty = Number(value);
    if (Number.isInteger(qty) && qty !== row.qty) onQuantity(row.index, qty);
  };
  return (
    <span className="admin-field">
      <label htmlFor={id} className="visually-hidden">
        Quantity of {row.sku}
      </label>
      <input
        id={id}
        key={row.qty}
        type="number"
        inputMode="numeric"
        min={1}
        defaultValue={row.qty}
        disabled={isBusy}
        className="phone-order-qty"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onBlur={(event) => commit(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(event.currentTarget.value);
          }
        }}
      />
      {error ? (
        <span id={`${id}-error`} className="admin-error">
          {error}
        </span>
      ) : null}
    </span>
  );
}

export function PhoneOrderLines({ lines, quote, errors, isBusy, onQuantity, onRemove }: Props) {
  const rows: Row[] = lines.map((line, index) => ({ ...line, index, priced: quote?.lines[index] }));
  const columns: ListColumn<Row>[] = [
    { heading: 'SKU', cell: (row) => row.sku },
    { heading: 'Product', cell: (row) => row.priced?.title ?? '—' },
    { heading: 'Quantity', cell: (row) => <QuantityField row={row} error={errors[`lines.${row.index}.qty`]} isBusy={isBusy} onQuantity={onQuantity} /> },
    { heading: 'Price', className: 'admin-number', cell: (row) => (row.priced ? formatCents(row.priced.unit_price) : '—') },
    { heading: 'Total', className: 'admin-number', cell: (row) => (row.priced ? formatCents(row.priced.line_total) : '—') },
    {
      heading: 'Remove',
      cell: (row) => (
        <button type="button" className="button" disabled={isBusy} onClick={() => onRemove(row.index)}>
          Remove <span className="visually-hidden">{row.sku}</span>
        </button>
      ),
    },
  ];
  return (
    <>
      <AdminListTable caption="Lines, at the account's prices (excl. GST)" label="Lines" columns={columns} rows={rows} rowKey={(row) => row.sku} isStackedOnPhone empty={<p>No products yet: add them by SKU above.</p>} />
      {quote ? (
        <dl className="admin-details phone-order-totals">
          <dt>Sub-total</dt>
          <dd>{formatCents(quote.sub_total)}</dd>
          <dt>Freight{quote.delivery_zone ? ` (${quote.delivery_zone})` : ''}</dt>
          <dd>{formatCents(quote.freight)}</dd>
          <dt>GST</dt>
          <dd>{formatCents(quote.gst)}</dd>
          <dt>Total</dt>
          <dd>
            <strong>{formatCents(quote.total)}</strong>
          </dd>
        </dl>
      ) : null}
    </>
  );
}
