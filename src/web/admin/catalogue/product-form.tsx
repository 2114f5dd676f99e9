// A product's fields in the back office (issue #19 Part 1), to add one or change one: every spec §3 field
// and the variant matrix. A change carries the version the page read; when someone else saved first the
// server answers 409 and the form says so, offering to reload (nothing is overwritten).
import { useState, type FormEvent } from 'react';
import type { AdminProductJson, CreateProductBody } from '../../../shared/schemas/admin-products.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminApi } from '../admin-api.ts';
import { FormAlert } from '../form-alert.tsx';
import { FieldError, StaleProductNotice } from './catalogue-notices.tsx';
import { centsToDollars, dollarsToCents, type CategoryOption } from './catalogue-form-values.ts';
import { emptyMatrix, MatrixEditor, matrixBodyOf, matrixStateOf, type MatrixState } from './matrix-editor.tsx';

type Errors = Record<string, string>;

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: (describedBy: string | undefined) => React.ReactNode }) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {hint ? (
        <span id={`${id}-hint`} className="admin-muted">
          {hint}
        </span>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

const MONEY_FIELDS = ['price', 'base_price', 'price_range_from', 'price_range_to'] as const;
const MONEY_LABELS = { price: 'Price (excl. GST)', base_price: 'Base price (before the special)', price_range_from: 'Price range from', price_range_to: 'Price range to' };

/** The body from the form's fields, or the fields' own errors. */
function bodyOf(fields: FormData, matrix: MatrixState | null): { body: CreateProductBody } | { errors: Errors } {
  const errors: Errors = {};
  const money: Partial<Record<(typeof MONEY_FIELDS)[number], number | null>> = {};
  for (const name of MONEY_FIELDS) {
    const cents = dollarsToCents(String(fields.get(name) ?? ''));
    if (Number.isNaN(cents)) errors[name] = 'Enter an amount in dollars, e.g. 12.50.';
    money[name] = cents;
  }
  if (money.price === null) errors.price = 'The price is required.';
  const variants = matrix ? matrixBodyOf(matrix) : null;
  if (variants && 'error' in variants) errors.variants = variants.error;
  if (Object.keys(errors).length > 0) return { errors };
  const text = (name: string) => String(fields.get(name) ?? '');
  return {
    body: {
      title: text('title').trim(),
      sku: text('sku').trim(),
      price: money.price ?? 0,
      base_price: money.base_price ?? money.price ?? 0,
      price_range_from: money.price_range_from ?? null,
      price_range_to: money.price_range_to ?? null,
      on_sale: fields.get('on_sale') === 'on',
      special_text: text('special_text').trim() || null,
      category_id: Number(text('category_id')),
      description: text('description'),
      active: fields.get('active') === 'on',
      variants: variants && 'body' in variants ? variants.body : null,
    },
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
  const [isStale, setStale] = useState(false);
  const [isSending, setSending] = useState(false);
  const [matrix, setMatrix] = useState<MatrixState | null>(() => matrixStateOf(product?.variants ?? null));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = bodyOf(new FormData(event.currentTarget), matrix);
    if ('errors' in parsed) {
      setErrors({ ...parsed.errors, _: 'Please check the fields marked.' });
      return;
    }
    setSending(true);
    setErrors({});
    setStale(false);
    try {
      const api = browserAdminApi().products;
      const answer = product && version !== null ? await api.update(product.id, { ...parsed.body, version }) : await api.create(parsed.body);
      onSaved(answer.data, answer.message);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) setStale(true);
      else setErrors(error instanceof ApiRequestError && error.body.errors ? { ...error.body.errors, _: error.body.message } : { _: apiErrorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  const error = (name: string) => errors[name];
  return (
    <form className="admin-panel admin-stack" onSubmit={(event) => void onSubmit(event)} aria-labelledby="product-form-heading" noValidate>
      <h2 id="product-form-heading">{product ? 'Details' : 'New product'}</h2>
      <Field id="product-title" label="Title" error={error('title')} hint="End it with '-' and the pack size, e.g. 'Nitrile Gloves Blue Medium-100'.">
        {(describedBy) => <input id="product-title" name="title" required maxLength={200} size={50} defaultValue={product?.title} aria-describedby={describedBy} aria-invalid={error('title') ? true : undefined} />}
      </Field>
      <Field id="product-sku" label="SKU" error={error('sku')}>
        {(describedBy) => <input id="product-sku" name="sku" required maxLength={64} defaultValue={product?.sku} aria-describedby={describedBy} aria-invalid={error('sku') ? true : undefined} />}
      </Field>
      <div className="admin-form">
        {MONEY_FIELDS.map((name) => (
          <Field key={name} id={`product-${name}`} label={MONEY_LABELS[name]} error={error(name)}>
            {(describedBy) => (
              <input
                id={`product-${name}`}
                name={name}
                inputMode="decimal"
                size={10}
                defaultValue={centsToDollars(product?.[name] ?? null)}
                aria-describedby={describedBy}
                aria-invalid={error(name) ? true : undefined}
              />
            )}
          </Field>
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
      <label className="admin-check">
        <input type="checkbox" name="active" defaultChecked={product?.active ?? true} /> Active (shown in the store)
      </label>
      <label className="admin-check">
        <input type="checkbox" checked={matrix !== null} onChange={(event) => setMatrix(event.target.checked ? emptyMatrix() : null)} /> Sold in a variant matrix (rows by sizes)
      </label>
      {matrix ? <MatrixEditor state={matrix} onChange={setMatrix} /> : null}
      {errors.variants || Object.keys(errors).some((key) => key.startsWith('variants.')) ? (
        <p className="admin-error">{errors.variants ?? Object.entries(errors).find(([key]) => key.startsWith('variants.'))?.[1]}</p>
      ) : null}
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
