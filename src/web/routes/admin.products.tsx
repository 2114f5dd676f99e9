// /admin/products (issue #19 Part 1): products found by SKU or words (the store's search engine), by
// category, special, status and low stock (issue #30 Part 3), paged by the server; each opens its own page.
import { Link } from 'react-router';
import type { Route } from './+types/admin.products';
import { requestContext } from '../lib/api-context.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { apiErrorMessage, orThrowResponse } from '../lib/loader-errors.ts';
import { catalogueApi } from '../admin/catalogue/catalogue-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { categoryOptions } from '../admin/catalogue/catalogue-form-values.ts';
import { ProductFilters, ProductTable, type ProductFilterValues } from '../admin/catalogue/product-list.tsx';
import { FilterErrors } from '../admin/list-parts.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Products | Back office | Care Supply Co' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const values: ProductFilterValues = {
    q: (url.searchParams.get('q') ?? '').trim(),
    category_id: url.searchParams.get('category_id') ?? '',
    on_sale: url.searchParams.get('on_sale') ?? '',
    active: url.searchParams.get('active') ?? '',
    low_stock: url.searchParams.get('low_stock') ?? '',
  };
  const api = catalogueApi(context.get(requestContext).api);
  const categories = categoryOptions((await orThrowResponse(api.categories.tree())).data);
  try {
    return { values, categories, list: await api.products.list({ ...values, page: url.searchParams.get('page') ?? '' }), errors: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422) return { values, categories, list: null, errors: Object.values(error.body.errors ?? { _: apiErrorMessage(error) }) };
    return orThrowResponse(Promise.reject(error));
  }
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { values, categories, list, errors } = loaderData;
  return (
    <section aria-labelledby="admin-products-heading">
      <h1 id="admin-products-heading">Products</h1>
      <p>
        <Link to="/admin/products/new" className="button button-primary">
          Add a product
        </Link>
      </p>
      <ProductFilters key={JSON.stringify(values)} values={values} categories={categories} />
      <FilterErrors errors={errors} />
      {list ? <ProductTable products={list.data} meta={list.meta} /> : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
