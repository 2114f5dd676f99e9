// /admin/products/:id (issue #19 Part 1): one product's details, variant matrix and pictures. The page
// holds the version it read; each save sends it and takes the one answered, so a colleague's save in
// between is reported (409) rather than overwritten.
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/admin.products.$id';
import type { AdminProductJson } from '../../shared/schemas/admin-products.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { browserAdminClient } from '../admin/admin-api.ts';
import { catalogueApi } from '../admin/catalogue/catalogue-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { categoryOptions } from '../admin/catalogue/catalogue-form-values.ts';
import { StaleProductNotice } from '../admin/catalogue/catalogue-notices.tsx';
import { ProductForm } from '../admin/catalogue/product-form.tsx';
import { ProductPictures } from '../admin/catalogue/product-pictures.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.product.title ?? 'Product'} | Back office | Care Supply Co` }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const api = catalogueApi(context.get(requestContext).api);
  const [product, tree] = await Promise.all([orThrowResponse(api.products.get(params.id)), orThrowResponse(api.categories.tree())]);
  return { product: product.data, categories: categoryOptions(tree.data) };
}

export default function AdminProduct({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  // Reload redraws the editor from a fresh read (its forms, and the version its saves carry), read here
  // first so the editor is drawn again from it and never from the page's older data.
  const [generation, setGeneration] = useState(0);
  const [fresh, setFresh] = useState<AdminProductJson | null>(null);
  const product = fresh && fresh.version > loaderData.product.version ? fresh : loaderData.product;
  const reload = async () => {
    const answer = await catalogueApi(browserAdminClient()).products.get(String(loaderData.product.id));
    setFresh(answer.data);
    setGeneration((current) => current + 1);
    void revalidator.revalidate();
  };
  return (
    <ProductEditor
      key={generation}
      product={product}
      categories={loaderData.categories}
      isReloaded={generation > 0}
      onReload={() => void reload()}
      onRevalidate={() => void revalidator.revalidate()}
    />
  );
}

type EditorProps = Route.ComponentProps['loaderData'] & { isReloaded: boolean; onReload: () => void; onRevalidate: () => void };

function ProductEditor({ product, categories, isReloaded, onReload, onRevalidate }: EditorProps) {
  const [notice, setNotice] = useState(isReloaded ? 'Reloaded: you see the product as it is now.' : '');
  const [version, setVersion] = useState(product.version);
  const [isStale, setStale] = useState(false);
  const onSaved = (saved: AdminProductJson, message: string) => {
    setVersion(saved.version);
    setStale(false);
    setNotice(message);
    onRevalidate();
  };
  return (
    <section aria-labelledby="admin-product-heading">
      <p>
        <Link to="/admin/products">Back to products</Link>
      </p>
      <h1 id="admin-product-heading">
        {product.title} <span className="admin-muted">({product.sku})</span>
      </h1>
      <p>
        <a href={product.url} target="_blank" rel="noopener">
          See it in the store<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {product.active ? null : <strong> · Inactive: not shown in the store</strong>}
      </p>
      <p role="status" className="admin-status">
        {notice}
      </p>
      {isStale ? <StaleProductNotice onReload={onReload} /> : null}
      <div className="admin-columns">
        <ProductForm product={product} version={version} categories={categories} onSaved={onSaved} onReload={onReload} />
        <ProductPictures product={product} version={version} onSaved={onSaved} onStale={() => setStale(true)} />
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
