// /admin/products/new (issue #19 Part 1): a new product, with or without a variant matrix; once added its
// own page opens (for pictures).
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/admin.products.new';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { catalogueApi } from '../admin/catalogue/catalogue-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { categoryOptions } from '../admin/catalogue/catalogue-form-values.ts';
import { ProductForm } from '../admin/catalogue/product-form.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'New product | Back office | Care Supply Co' }];

export async function loader({ context }: Route.LoaderArgs) {
  const tree = await orThrowResponse(catalogueApi(context.get(requestContext).api).categories.tree());
  return { categories: categoryOptions(tree.data) };
}

export default function AdminNewProduct({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="admin-new-product-heading">
      <p>
        <Link to="/admin/products">Back to products</Link>
      </p>
      <h1 id="admin-new-product-heading">Add a product</h1>
      <ProductForm product={null} version={null} categories={loaderData.categories} onSaved={(product) => void navigate(`/admin/products/${product.id}`)} onReload={() => undefined} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
