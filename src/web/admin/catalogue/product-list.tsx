// The back office's product list (issue #19): search (the store's search engine) and filters kept in the
// address (a GET form: Back, reload and a shared link keep them), and one page the server found. Each row
// shows its stock with 'Low' or 'Out' beside the count (issue #30 Part 3), and the list filters to 'Low stock'.
import { Form, Link } from 'react-router';
import type { PaginationMeta } from '../../../shared/pagination.ts';
import type { AdminProductRowJson } from '../../../shared/schemas/admin-products.ts';
import { formatCents } from '../../../shared/money.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { listCaption } from '../list-parts.tsx';
import type { CategoryOption } from './catalogue-form-values.ts';
import { STOCK_LEVEL_WORDS } from './product-stock-values.ts';

export type ProductFilterValues = { q: string; category_id: string; on_sale: string; active: string; low_stock: string };

const CHOICES = {
  on_sale: { '': 'Any', '1': 'On special', '0': 'Not on special' },
  active: { '': 'Active and inactive', '1': 'Active', '0': 'Inactive' },
  low_stock: { '': 'Any stock', '1': 'Low stock (out included)' },
} as const;
const FILTER_LABELS = { on_sale: 'Special', active: 'Status', low_stock: 'Stock' } as const;

export function ProductFilters({ values, categories }: { values: ProductFilterValues; categories: CategoryOption[] }) {
  return (
    <Form method="get" action="/admin/products" className="admin-form admin-panel" role="search" aria-label="Find products">
      <div className="admin-field">
        <label htmlFor="products-q">SKU or words</label>
        <input id="products-q" name="q" type="search" defaultValue={values.q} size={28} />
      </div>
      <div className="admin-field">
        <label htmlFor="products-category">Category</label>
        <select id="products-category" name="category_id" defaultValue={values.category_id}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </select>
      </div>
      {(['on_sale', 'active', 'low_stock'] as const).map((name) => (
        <div className="admin-field" key={name}>
          <label htmlFor={`products-${name}`}>{FILTER_LABELS[name]}</label>
          <select id={`products-${name}`} name={name} defaultValue={values[name]}>
            {Object.entries(CHOICES[name]).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="button button-primary">
        Find
      </button>
      <Link to="/admin/products">Clear</Link>
    </Form>
  );
}

const COLUMNS: ListColumn<AdminProductRowJson>[] = [
  { heading: 'SKU', cell: (product) => product.sku },
  { heading: 'Title', cell: (product) => <Link to={`/admin/products/${product.id}`}>{product.title}</Link> },
  { heading: 'Category', cell: (product) => product.category.title },
  {
    heading: 'Price',
    cell: (product) => (
      <>
        {formatCents(product.price)}
        {product.base_price > product.price ? <span className="admin-muted"> (was {formatCents(product.base_price)})</span> : null}
      </>
    ),
  },
  { heading: 'Stock', cell: (product) => <StockCell product={product} /> },
  { heading: 'Special', cell: (product) => (product.on_sale ? 'On special' : '—') },
  { heading: 'Status', cell: (product) => (product.active ? 'Active' : 'Inactive') },
];

/** The count, with 'Low' or 'Out' beside it; 'Not tracked' when no count is kept. */
function StockCell({ product }: { product: AdminProductRowJson }) {
  if (product.stock_on_hand === null) return <span className="admin-muted">Not tracked</span>;
  const level = product.stock_level;
  return (
    <>
      {product.stock_on_hand}
      {level === 'low_stock' || level === 'out_of_stock' ? <strong> {STOCK_LEVEL_WORDS[level]}</strong> : null}
    </>
  );
}

export function ProductTable({ products, meta }: { products: AdminProductRowJson[]; meta: PaginationMeta }) {
  return (
    <AdminListTable
      caption={listCaption(meta, 'products')}
      columns={COLUMNS}
      rows={products}
      rowKey={(product) => product.id}
      pages={{ meta, label: 'Product pages' }}
      isStackedOnPhone
    />
  );
}
