// spec §2 Product page: /product/{slug}.
import { ApiRequestError } from '../lib/api-client.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { requestContext } from '../lib/api-context.ts';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { CatalogueError } from '../features/catalogue/catalogue-error.tsx';
import { categoryHref } from '../features/catalogue/catalogue-urls.ts';
import { errorMeta, pageMeta, plainSummary } from '../features/catalogue/page-meta.ts';
import { PriceBreaksTable } from '../features/catalogue/price-breaks-table.tsx';
import { PriceLabel } from '../features/catalogue/price-label.tsx';
import { ProductActions } from '../features/catalogue/product-actions.tsx';
import { ProductGallery } from '../features/catalogue/product-gallery.tsx';
import { galleryImages } from '../features/catalogue/product-images.ts';
import { richTextHtml } from '../features/catalogue/rich-text.server.ts';
import { StockStatus } from '../features/catalogue/stock-status.tsx';
import type { Route } from './+types/product';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  // A missing or hidden product is a 404 from the API, shown by the ErrorBoundary; so is an address
  // whose digits no id can have (the API's 422, issue #16 item 28).
  const found = api.catalogue.product(params.slug).catch((error: unknown) => {
    throw error instanceof ApiRequestError && error.status === 422 ? new ApiRequestError(404, { message: 'Not found.' }) : error;
  });
  const { description, ...product } = (await orThrowResponse(found)).data;
  return { product: { ...product, descriptionHtml: richTextHtml(description) } };
}

export const handle = breadcrumbHandle<typeof loader>((data) =>
  data
    ? [
        ...data.product.trail.map((link) => ({ label: link.title, to: categoryHref(link.url) })),
        { label: data.product.title },
      ]
    : [],
);

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, 'Product');
  const { product } = loaderData;
  const summary = plainSummary(product.descriptionHtml);
  return pageMeta(product.title, summary || `${product.title} (SKU ${product.sku}) from Care Supply Co.`);
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <div className="container catalogue-page product-page">
      <div className="product-page__top">
        <ProductGallery images={galleryImages(product)} title={product.title} />
        <div className="product-page__summary">
          {product.special_text ? <p className="product-page__special">{product.special_text}</p> : null}
          <h1 className="product-page__title">{product.title}</h1>
          <p className="product-page__sku">
            SKU: <span>{product.sku}</span>
          </p>
          {product.on_sale ? <p className="product-page__sale">Sale</p> : null}
          <PriceLabel product={product} size="page" />
          <StockStatus product={product} size="page" />
          {/* A product with options prices each cell, breaks included, in its matrix. */}
          {product.variants ? null : <PriceBreaksTable breaks={product.price_breaks} packSize={product.pack_size} />}
          <ProductActions product={product} />
        </div>
      </div>
      {product.descriptionHtml ? (
        <section className="product-page__description" aria-labelledby="product-description-title">
          <h2 id="product-description-title">Description</h2>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueError error={error} what="product" />;
}
