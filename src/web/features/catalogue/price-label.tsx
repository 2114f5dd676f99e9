import { Link } from 'react-router';
import type { ProductJson } from '../../../shared/schemas/catalogue.ts';
import { PackPrice } from '../../components/ui/pack-price.tsx';
import { packLinePriceCents, priceText } from './price-text.ts';

type Props = {
  product: Pick<ProductJson, 'on_sale' | 'price' | 'base_price' | 'price_range_from' | 'price_range_to' | 'price_source' | 'pack_size'>;
  size?: 'card' | 'page';
};

/**
 * The price line: 'From $x', a struck base price on sale, 'Your price $x' with the struck list price for a
 * contract price (issue #27), 'excl. GST'; guests get 'Login for price'. Below it
 * a pack's size and unit price, 'Pack of 150 · $0.17 each' (issue #16 item 7; a guest the pack size only).
 */
export function PriceLabel({ product, size = 'card' }: Props) {
  const text = priceText(product);
  const pack = <PackPrice packSize={product.pack_size} priceCents={packLinePriceCents(product)} />;
  if (text.kind === 'login') {
    return (
      <p className={`price-label price-label--${size}`}>
        <Link to={text.href} className="price-label__login">
          {text.text}
        </Link>
        {pack}
      </p>
    );
  }
  return (
    <p className={`price-label price-label--${size}`}>
      {text.prefix}
      {text.wasPrice && (
        <>
          <del className="price-label__was">
            <span className="visually-hidden">Was </span>
            {text.wasPrice}
          </del>{' '}
          <span className="visually-hidden">now </span>
        </>
      )}
      <strong className="price-label__amount">{text.price}</strong>{' '}
      {text.listPrice && (
        <>
          <del className="price-label__was">
            <span className="visually-hidden">List price </span>
            {text.listPrice}
          </del>{' '}
        </>
      )}
      <span className="price-label__tax">{text.suffix}</span>
      {pack}
    </p>
  );
}
