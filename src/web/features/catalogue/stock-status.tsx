import type { ProductJson } from '../../../shared/schemas/catalogue.ts';
import { stockWords } from '../../lib/stock-words.ts';

type Props = {
  product: Pick<ProductJson, 'stock_status' | 'stock_on_hand' | 'back_in_stock_on' | 'stock_policy'>;
  size?: 'card' | 'page';
};

/** A mark of its own per status, so the status reads without its colour (WCAG 1.4.1); the words say it all. */
const MARK = { in_stock: '✓', low_stock: '!', out_of_stock: '✕' } as const;

/** Issue #30 Part 3: 'In stock', 'Low stock', 'Out of stock' (or the count), and when more is expected. */
export function StockStatus({ product, size = 'card' }: Props) {
  const words = stockWords(product);
  if (!words) return null;
  return (
    <p className={`stock-status stock-status--${size} stock-status--${words.status.replaceAll('_', '-')}`}>
      <span className="stock-status__mark" aria-hidden="true">
        {MARK[words.status]}
      </span>{' '}
      <span className="stock-status__text">{words.text}</span>
      {words.backInStock ? <span className="stock-status__back">{words.backInStock}</span> : null}
    </p>
  );
}
