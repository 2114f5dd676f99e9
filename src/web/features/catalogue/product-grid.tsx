import type { ProductJson } from '../../../shared/schemas/catalogue.ts';
import { ProductCard } from './product-card.tsx';

/** How many cards count as the first screen (eager images); two rows on phones, one on desktop. */
const ABOVE_FOLD_CARDS = 4;

export function ProductGrid(props: { products: ProductJson[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={props.label}>
      {props.products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} isAboveFold={index < ABOVE_FOLD_CARDS} />
        </li>
      ))}
    </ul>
  );
}
