// The matched lines (issue #9): every line with what was typed, the product with its SKU and price, the
// quantity and line total, or the reason with suggestions to choose; each fixed or removed in place.
// Beside each price its pack size in words and the price of one unit (issue #16 item 7).
import { formatCents } from '../../../shared/money.ts';
import { packSizeLabel, unitPriceLabel } from '../../../shared/pack-price.ts';
import { PackPrice } from '../../components/ui/pack-price.tsx';
import type { QuickOrderSuggestionJson } from '../../../shared/schemas/quick-order.ts';
import { lineTotalCents, totalCents, unitCentsOf, type PreviewRow } from './preview-rows.ts';

export type RowActions = {
  setQty(key: string, qty: string): void;
  choose(key: string, suggestion: QuickOrderSuggestionJson): void;
  remove(key: string): void;
};

function suggestionText(suggestion: QuickOrderSuggestionJson): string {
  const name = suggestion.variant_label ? `${suggestion.title} (${suggestion.variant_label})` : suggestion.title;
  const pack = [packSizeLabel(suggestion.pack_size), unitPriceLabel(suggestion.price, suggestion.pack_size)].filter(Boolean).join(', ');
  return `${suggestion.sku}: ${name}, ${formatCents(suggestion.price)}${pack ? ` (${pack})` : ''}`;
}

function PreviewLine({ row, actions }: { row: PreviewRow; actions: RowActions }) {
  const { answer } = row;
  const product = answer.product;
  const label = row.labels.join(', ');
  const isBad = answer.status !== 'matched';
  return (
    <tr className={isBad ? 'quick-order-preview__bad' : undefined}>
      <th scope="row" data-label="Line">
        {label}
      </th>
      <td data-label="Typed">{answer.query}</td>
      <td data-label="Product">
        {product ? (
          <>
            <a href={product.url}>{product.title}</a>
            {product.variant_label && <span className="quick-order-preview__variant"> {product.variant_label}</span>}
            <span className="quick-order-preview__sku">SKU {product.sku}</span>
            <span>{product.price === undefined ? '' : formatCents(unitCentsOf(row))}</span>
            <PackPrice packSize={product.pack_size} priceCents={product.price === undefined ? undefined : unitCentsOf(row)} />
          </>
        ) : null}
        {answer.message && <p className="quick-order-preview__reason">{answer.message}</p>}
        {answer.suggestions.length > 0 && (
          <ul className="quick-order-preview__suggestions" aria-label={`Suggestions for ${label}`}>
            {answer.suggestions.map((suggestion) => (
              <li key={suggestion.sku}>
                <button type="button" className="button button-secondary" onClick={() => actions.choose(row.key, suggestion)}>
                  Choose {suggestionText(suggestion)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td data-label="Qty">
        <label className="visually-hidden" htmlFor={`qty-${row.key}`}>
          Quantity for {label}
        </label>
        <input
          id={`qty-${row.key}`}
          className="quick-order-preview__qty"
          inputMode="numeric"
          value={row.qty}
          aria-invalid={answer.status === 'bad_quantity' || undefined}
          onChange={(event) => actions.setQty(row.key, event.target.value)}
        />
      </td>
      <td data-label="Line total">{product && answer.status === 'matched' ? formatCents(lineTotalCents(row)) : ''}</td>
      <td data-label="Remove">
        <button type="button" className="button button-secondary" onClick={() => actions.remove(row.key)}>
          Remove {label}
        </button>
      </td>
    </tr>
  );
}

export function PreviewTable({ rows, actions }: { rows: PreviewRow[]; actions: RowActions }) {
  return (
    <div className="quick-order-preview">
      <table>
        <caption className="visually-hidden">Matched lines</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Typed</th>
            <th scope="col">Product</th>
            <th scope="col">Qty</th>
            <th scope="col">Line total</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <PreviewLine key={row.key} row={row} actions={actions} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Total (excluding GST)
            </th>
            <td colSpan={2}>{formatCents(totalCents(rows))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
