// Issue #30 Part 3: a product's stock on its back-office form: the count (blank: not tracked), what happens
// when it runs out, its own low-stock threshold (blank: the store's default) and the day more is expected.
import type { AdminProductJson } from '../../../shared/schemas/admin-products.ts';
import { STOCK_POLICIES, STOCK_POLICY_LABELS } from '../../../shared/stock-level.ts';
import { Field } from './catalogue-fields.tsx';
import { STOCK_LEVEL_WORDS } from './product-stock-values.ts';

type Props = { product: AdminProductJson | null; error: (name: string) => string | undefined };

export function ProductStockFields({ product, error }: Props) {
  const invalid = (name: string) => (error(name) ? true : undefined);
  const defaultThreshold = product?.default_low_stock_threshold;
  return (
    <fieldset className="admin-stock-fields">
      <legend>Stock</legend>
      {product && product.stock_level !== 'untracked' ? (
        <p className="admin-stock-fields__now">
          Now: {product.stock_on_hand} on hand, <strong>{product.stock_level === 'in_stock' ? 'in stock' : `${STOCK_LEVEL_WORDS[product.stock_level]} stock`}</strong>
        </p>
      ) : null}
      <Field id="product-stock_on_hand" label="Stock on hand" error={error('stock_on_hand')} hint="Blank: not tracked.">
        {(describedBy) => (
          <input id="product-stock_on_hand" name="stock_on_hand" inputMode="numeric" size={8} defaultValue={product?.stock_on_hand ?? ''} aria-describedby={describedBy} aria-invalid={invalid('stock_on_hand')} />
        )}
      </Field>
      <Field id="product-stock_policy" label="Stock policy" error={error('stock_policy')}>
        {(describedBy) => (
          <select id="product-stock_policy" name="stock_policy" defaultValue={product?.stock_policy ?? 'allow_backorder'} aria-describedby={describedBy} aria-invalid={invalid('stock_policy')}>
            {STOCK_POLICIES.map((policy) => (
              <option key={policy} value={policy}>
                {STOCK_POLICY_LABELS[policy]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="product-low_stock_threshold"
        label="Low-stock threshold"
        error={error('low_stock_threshold')}
        hint={defaultThreshold === undefined ? 'Blank: the store default.' : `Blank: store default ${defaultThreshold}.`}
      >
        {(describedBy) => (
          <input id="product-low_stock_threshold" name="low_stock_threshold" inputMode="numeric" size={8} defaultValue={product?.low_stock_threshold ?? ''} aria-describedby={describedBy} aria-invalid={invalid('low_stock_threshold')} />
        )}
      </Field>
      <Field id="product-back_in_stock_on" label="Back in stock around" error={error('back_in_stock_on')} hint="Optional.">
        {(describedBy) => (
          <input id="product-back_in_stock_on" name="back_in_stock_on" type="date" defaultValue={product?.back_in_stock_on ?? ''} aria-describedby={describedBy} aria-invalid={invalid('back_in_stock_on')} />
        )}
      </Field>
    </fieldset>
  );
}
