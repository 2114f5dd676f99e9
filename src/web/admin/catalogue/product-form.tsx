// A product's fields in the back office (issue #19 Part 1), to add one or change one: every spec §3 field
// and the variant matrix. A change carries the version the page read; when someone else saved first the
// server answers 409 and the form says so, offering to reload (nothing is overwritten).
import { useState, type FormEvent } from 'react';
import { centsToInputText, readMoneyInput } from '../../../shared/money-input.ts';
import { bigPriceChanges, priceAboveBaseError, priceChangeQuestion, type ProductPrices } from '../../../shared/price-rules.ts';
import type { AdminProductJson, CreateProductBody } from '../../../shared/schemas/admin-products.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { catalogueApi } from './catalogue-api.ts';
import { FormAlert } from '../form-alert.tsx';
import { Field, MoneyField } from './catalogue-fields.tsx';
import { StaleProductNotice } from './catalogue-notices.tsx';
import type { CategoryOption } from './catalogue-form-values.ts';
import { MatrixEditor } from './matrix-editor.tsx';
import { ProductStockFields } from './product-stock-fields.tsx';
import { readStockFields } from './product-stock-values.ts';
import { emptyMatrix, matrixBodyOf, matrixErrorsOf, matrixStateOf, type MatrixErrors, type MatrixState } from './matrix-state.ts';

type Errors = Record<string, string>;

// The price range is not typed (issue #26 item 17): a matrix's cells give it; a product without one has one price.
const MONEY_FIELDS = ['price', 'base_price'] as const;
const MONEY_LABELS = { price: 'Price (excl. GST)', base_price: 'Base price (before the special)' };
const MONEY_NAMES = { price: 'price', base_price: 'base price' };

const pricesOf = (product: AdminProductJson): ProductPrices => ({ price: product.price, base_price: product.base_price, variants: product.variants });

type Parsed = { body: CreateProductBody; cellKeys: string[] } | { errors: Errors; matrixErrors: MatrixErrors };

/** Issue #27: the order-quantity rules a product may have, as the form names them. */
const QUANTITY_RULE_FIELDS = [
  { name: 'min_order_qty', label: 'Least per order' },
  { name: 'order_multiple', label: 'Sold in multiples of' },
  { name: 'max_order_qty', label: 'Most per order' },
] as const;

/**
 * The stock fields to save: the units on hand only when staff typed a number other than the one the page
 * read, since orders lower it meanwhile without moving the product's version (a count typed replaces it).
 */
function stockChanges<T extends { stock_on_hand: number | null }>(values: T, saved: AdminProductJson | null): T | Omit<T, 'stock_on_hand'> {
  if (!saved || values.stock_on_hand !== saved.stock_on_hand) return values;
  const { stock_on_hand: _unchanged, ...others } = values;
  return others;
}

/** The body from the form's fields, or the fields' own errors; `saved`: the product as last saved (none for a new one). */
function bodyOf(fields: FormData, matrix: MatrixState | null, saved: AdminProductJson | null): Parsed {
  const errors: Errors = {};
  const money: Partial<Record<(typeof MONEY_FIELDS)[number], number | null>> = {};
  for (const name of MONEY_FIELDS) {
    const reading = readMoneyInput(String(fields.get(name) ?? ''));
    if (reading.ok) money[name] = reading.cents;
    else errors[name] = `The ${MONEY_NAMES[name]} ${reading.problem}.`;
  }
  if (money.price === null) errors.price = 'The price is required.';
  const quantities: Partial<Record<(typeof QUANTITY_RULE_FIELDS)[number]['name'], number | null>> = {};
  for (const { name, label } of QUANTITY_RULE_FIELDS) {
    const typed = String(fields.get(name) ?? '').trim();
    if (typed === '') quantities[name] = null;
    else if (/^\d{1,4}$/.test(typed) && Number(typed) >= 1) quantities[name] = Number(typed);
    else errors[name] = `The ${label.toLowerCase()} must be a whole number from 1 to 9999, or empty for none.`;
  }
  const stock = readStockFields(fields);
  if ('errors' in stock) Object.assign(errors, stock.errors);
  const price = money.price ?? 0;
  const basePrice = money.base_price ?? price;
  if (Object.keys(errors).length === 0 && basePrice < price) {
    const { field, message } = priceAboveBaseError({ price, base_price: basePrice }, saved);
    errors[field] = message;
  }
  const variants = matrix ? matrixBodyOf(matrix) : null;
  const matrixErrors = variants && 'errors' in variants ? variants.errors : {};
  if (Object.keys(errors).length > 0 || Object.keys(matrixErrors).length > 0 || 'errors' in stock) return { errors, matrixErrors };
  const text = (name: string) => String(fields.get(name) ?? '');
  return {
    body: {
      title: text('title').trim(),
      sku: text('sku').trim(),
      price,
      base_price: basePrice,
      on_sale: fields.get('on_sale') === 'on',
      special_text: text('special_text').trim() || null,
      category_id: Number(text('category_id')),
      description: text('description'),
      active: fields.get('active') === 'on',
      variants: variants && 'body' in variants ? variants.body : null,
      min_order_qty: quantities.min_order_qty ?? null,
      order_multiple: quantities.order_multiple ?? null,
      max_order_qty: quantities.max_order_qty ?? null,
      ...stockChanges(stock.values, saved),
    },
    cellKeys: variants && 'cellKeys' in variants ? variants.cellKeys : [],
  };
}

type Props = {
  product: AdminProductJson | null;
  version: number | null;
  categories: CategoryOption[];
  onSaved: (product: AdminProductJson, message: string) => void;
  onReload: () => void;
};

export function ProductForm({ product, version, categories, onSaved, onReload }: Props) {
  const [errors, setErrors] = useState<Errors>({});
  const [matrixErrors, setMatrixErrors] = useState<MatrixErrors>({});
  const [isStale, setStale] = useState(false);
  const [isSending, setSending] = useState(false);
  const [matrix, setMatrix] = useState<MatrixState | null>(() => matrixStateOf(product?.variants ?? null));
  const [priceText, setPriceText] = useState(() => (product ? centsToInputText(product.price) : ''));
  // What a change is measured against: the product as last saved here (the page's copy follows later).
  const [saved, setSaved] = useState(product);

  /** Issue #26 item 1: a price moved to more than 5 times, or less than a fifth, is asked about first, naming both amounts. */
  function isPriceChangeConfirmed(body: CreateProductBody): boolean | null {
    if (!saved) return false;
    const changes = bigPriceChanges(pricesOf(saved), { price: body.price, base_price: body.base_price ?? body.price, variants: body.variants ?? null });
    if (changes.length === 0) return false;
    return window.confirm(priceChangeQuestion(changes)) ? true : null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = bodyOf(new FormData(event.currentTarget), matrix, saved);
    if ('errors' in parsed) {
      setErrors({ ...parsed.errors, _: 'Please check the fields marked.' });
      setMatrixErrors(parsed.matrixErrors);
      return;
    }
    const isConfirmed = product && version !== null ? isPriceChangeConfirmed(parsed.body) : false;
    if (isConfirmed === null) return;
    setSending(true);
    setErrors({});
    setMatrixErrors({});
    setStale(false);
    try {
      const api = catalogueApi(browserAdminClient()).products;
      const confirmation = isConfirmed ? { confirm_price_change: true } : {};
      const answer = product && version !== null ? await api.update(product.id, { ...parsed.body, ...confirmation, version }) : await api.create(parsed.body);
      setSaved(answer.data);
      onSaved(answer.data, answer.message);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) setStale(true);
      else if (error instanceof ApiRequestError && error.body.errors) {
        const placed = matrix ? matrixErrorsOf(matrix, error.body.errors, parsed.cellKeys) : { errors: {}, others: [] };
        setErrors({ ...error.body.errors, ...(placed.others.length > 0 ? { variants: placed.others.join(' ') } : {}), _: error.body.message });
        setMatrixErrors(placed.errors);
      } else setErrors({ _: apiErrorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  const error = (name: string) => errors[name];
  return (
    <form className={`admin-panel admin-stack${matrix ? ' admin-panel--wide' : ''}`} onSubmit={(event) => void onSubmit(event)} aria-labelledby="product-form-heading" noValidate>
      <h2 id="product-form-heading">{product ? 'Details' : 'New product'}</h2>
      <Field id="product-title" label="Title" error={error('title')} hint="End it with '-' and the pack size, e.g. 'Nitrile Gloves Blue Medium-100'.">
        {(describedBy) => <input id="product-title" name="title" required maxLength={200} size={50} defaultValue={product?.title} aria-describedby={describedBy} aria-invalid={error('title') ? true : undefined} />}
      </Field>
      <Field id="product-sku" label="SKU" error={error('sku')}>
        {(describedBy) => <input id="product-sku" name="sku" required maxLength={64} defaultValue={product?.sku} aria-describedby={describedBy} aria-invalid={error('sku') ? true : undefined} />}
      </Field>
      <div className="admin-form">
        {MONEY_FIELDS.map((name) => (
          <MoneyField
            key={name}
            id={`product-${name}`}
            name={name}
            label={MONEY_LABELS[name]}
            cents={product?.[name] ?? null}
            error={error(name)}
            onText={name === 'price' ? setPriceText : undefined}
          />
        ))}
      </div>
      <label className="admin-check">
        <input type="checkbox" name="on_sale" defaultChecked={product?.on_sale ?? false} /> On special
      </label>
      <Field id="product-special-text" label="Special text" error={error('special_text')}>
        {(describedBy) => <input id="product-special-text" name="special_text" maxLength={120} size={40} defaultValue={product?.special_text ?? ''} aria-describedby={describedBy} />}
      </Field>
      <Field id="product-category" label="Category" error={error('category_id')}>
        {(describedBy) => (
          <select id="product-category" name="category_id" required defaultValue={product?.category.id ?? ''} aria-describedby={describedBy}>
            <option value="" disabled>
              Choose a category
            </option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="product-description" label="Description" error={error('description')} hint="Text or simple HTML (paragraphs, bold, lists, links); anything else is removed when saved.">
        {(describedBy) => <textarea id="product-description" name="description" rows={6} defaultValue={product?.description ?? ''} aria-describedby={describedBy} />}
      </Field>
      <fieldset className="admin-quantity-rules">
        <legend>Order quantities (empty: no rule)</legend>
        {QUANTITY_RULE_FIELDS.map(({ name, label }) => (
          <Field key={name} id={`product-${name}`} label={label} error={error(name)}>
            {(describedBy) => (
              <input id={`product-${name}`} name={name} inputMode="numeric" size={6} defaultValue={product?.[name] ?? ''} aria-describedby={describedBy} aria-invalid={error(name) ? true : undefined} />
            )}
          </Field>
        ))}
      </fieldset>
      <ProductStockFields product={product} error={error} />
      <label className="admin-check">
        <input type="checkbox" name="active" defaultChecked={product?.active ?? true} /> Active (shown in the store)
      </label>
      <label className="admin-check">
        <input type="checkbox" checked={matrix !== null} onChange={(event) => setMatrix(event.target.checked ? emptyMatrix() : null)} /> Sold in a variant matrix (rows by sizes)
      </label>
      {matrix ? <MatrixEditor state={matrix} onChange={setMatrix} priceText={priceText} errors={matrixErrors} /> : null}
      {errors.variants ? <p className="admin-error">{errors.variants}</p> : null}
      <div>
        <button type="submit" className="button button-primary" disabled={isSending}>
          {product ? 'Save changes' : 'Add the product'}
        </button>
      </div>
      {isStale ? <StaleProductNotice onReload={onReload} /> : null}
      <FormAlert message={errors._} />
    </form>
  );
}
