// spec §2 Fast orders detail, item card: picture, title, SKU, price (excl. GST), a quantity stepper
// whose value is kept as the item's usual quantity (PUT /api/fast-order-items/{id}), add to cart and
// delete (spec §9 prompt). An unavailable item says so and has neither price nor add to cart.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import type { FastOrderItemJson } from '../../../shared/schemas/fast-orders.ts';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';
import { quantityToSubmit } from '../../lib/quantity.ts';
import { useCanOrder } from '../../lib/root-data.ts';

const SAVE_PAUSE_MS = 500;

export type ItemActions = {
  /** Resolves true when the server kept the quantity. */
  saveQty(item: FastOrderItemJson, qty: number): Promise<boolean>;
  addToCart(item: FastOrderItemJson, typed: string): Promise<void>;
  remove(item: FastOrderItemJson): Promise<void>;
  /** What the card's box shows, for 'Add all items to cart'. */
  onTyped(item: FastOrderItemJson, typed: string): void;
  isBusy: boolean;
};

function itemPicture(item: FastOrderItemJson): string {
  return item.primary_image || item.image || item.images[0]?.url || '';
}

export function FastOrderItemCard({ item, actions }: { item: FastOrderItemJson; actions: ItemActions }) {
  const canOrder = useCanOrder();
  const picture = itemPicture(item);
  const quantity = useUsualQuantity(item, actions);
  const [isAdding, setAdding] = useState(false);
  return (
    <li className={`fast-order-item${item.available ? '' : ' fast-order-item--unavailable'}`}>
      <div className="fast-order-item__picture">{picture ? <img src={picture} alt="" width={96} height={96} loading="lazy" /> : null}</div>
      <div className="fast-order-item__details">
        <h3 className="fast-order-item__title">{item.available ? <Link to={item.url}>{item.title}</Link> : item.title}</h3>
        {item.variant_label ? <p className="fast-order-item__variant">{item.variant_label}</p> : null}
        <p className="fast-order-item__sku">SKU: {item.sku}</p>
        {item.available ? (
          item.price !== undefined ? (
            <p className="fast-order-item__price">
              {formatCents(item.price)} <span className="fast-order-item__gst">excl. GST</span>
            </p>
          ) : null
        ) : (
          <p className="fast-order-item__unavailable">Unavailable: this product can no longer be ordered.</p>
        )}
      </div>
      <div className="fast-order-item__actions">
        {item.available ? (
          <div className="fast-order-item__qty">
            <QuantityStepper value={quantity.typed} onChange={quantity.setTyped} label="Quantity" />
            <p className="fast-order-item__status" role="status">
              {quantity.status}
            </p>
          </div>
        ) : null}
        <div className="fast-order-item__buttons">
          {item.available && canOrder ? (
            <button
              type="button"
              className="button button-primary"
              disabled={isAdding}
              onClick={() => {
                setAdding(true);
                void actions.addToCart(item, quantity.typed).finally(() => setAdding(false));
              }}
            >
              Add to cart<span className="visually-hidden">{`: ${item.title}`}</span>
            </button>
          ) : null}
          <button
            type="button"
            className="button button-secondary fast-order-item__delete"
            aria-disabled={actions.isBusy || undefined}
            onClick={() => void actions.remove(item)}
          >
            Delete<span className="visually-hidden">{`: ${item.title}`}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

/** The typed quantity, kept on the server as the usual quantity once typing pauses. */
function useUsualQuantity(item: FastOrderItemJson, actions: ItemActions) {
  const [typed, setTyped] = useState(String(item.qty));
  const [status, setStatus] = useState('');
  const saved = useRef(item.qty);
  const latest = useRef({ item, actions });
  latest.current = { item, actions };

  // A reload (after a delete elsewhere in the list) brings the server's quantity.
  useEffect(() => {
    saved.current = item.qty;
    setTyped(String(item.qty));
  }, [item.qty]);

  useEffect(() => {
    const { item: current, actions: run } = latest.current;
    run.onTyped(current, typed);
    const checked = quantityToSubmit(typed);
    if (!current.available || !checked.ok || checked.qty === saved.current) return;
    const timer = setTimeout(() => {
      setStatus('Saving…');
      void run.saveQty(current, checked.qty).then((isSaved) => {
        if (isSaved) saved.current = checked.qty;
        setStatus(isSaved ? 'Usual quantity saved' : 'Not saved');
      });
    }, SAVE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  return { typed, setTyped, status };
}
