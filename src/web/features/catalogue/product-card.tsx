import { Link } from 'react-router';
import type { ProductJson } from '../../../shared/schemas/catalogue.ts';
import { productHref } from './catalogue-urls.ts';
import { PictureImage } from './picture-image.tsx';
import { PriceLabel } from './price-label.tsx';
import { StockStatus } from './stock-status.tsx';

type Props = {
  product: ProductJson;
  /** Cards in the first row load at once; the rest wait until they near the viewport. */
  isAboveFold?: boolean;
  headingLevel?: 'h2' | 'h3';
};

export function ProductCard({ product, isAboveFold = false, headingLevel: Heading = 'h3' }: Props) {
  const href = productHref(product.url);
  const image = product.primary_image || product.image;
  const primary = product.images[0]?.url === image ? product.images[0] : { url: image };
  return (
    <article className="product-card">
      <div className="product-card__media">
        {image ? (
          <PictureImage
            image={primary}
            sizes="(min-width: 600px) 320px, 50vw"
            alt={product.title}
            width={320}
            height={320}
            loading={isAboveFold ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className="product-card__no-image" aria-hidden="true" />
        )}
        {product.on_sale && <span className="product-card__sale">Sale</span>}
      </div>
      <div className="product-card__body">
        <Heading className="product-card__title">
          <Link to={href}>{product.title}</Link>
        </Heading>
        <PriceLabel product={product} />
        <StockStatus product={product} />
        <Link to={href} className="button button-primary product-card__view" aria-label={`View Product: ${product.title}`}>
          View Product
        </Link>
      </div>
    </article>
  );
}
