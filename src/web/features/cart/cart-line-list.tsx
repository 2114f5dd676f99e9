// spec §2 Cart line items: image (pimage when not empty, else image), title, quantity minus/plus,
// price, remove. Used by the cart page and the cart slider.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../../shared/limits.ts';
import type { CartItemJson } from '../../../shared/schemas/cart.ts';
import { packSizeLabel } from '../../../shared/pack-price.ts';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { PackPrice } from '../../components/ui/pack-price.tsx';
import { digitsOnly } from '../../lib/quantity.ts';
import { cartItemImage } from '../../lib/cart-display.ts';
import { useCartChanges, type CartChanges } from './use-cart-changes.ts';

type Props = { items: CartItemJson[]; variant: 'page' | 'slider'; label: string };

export function CartLineList({ items, variant, label }: Props) {
  const changes = useCartChanges();
  return (
    <ul className={`cart-lines cart-lines--${variant}`} aria-label={label}>
      {items.map((item) => (
        <CartLine key={item.key} item={item} changes={changes} />
      ))}
    </ul>
  );
}

function CartLine({ item, changes }: { item: CartItemJson; changes: CartChanges }) {
  const isBusy = changes.busyKey !== null;
  const image = cartItemImage(item);
  return (
    <li className="cart-line" aria-busy={changes.busyKey === item.key || undefined}>
      <div className="cart-line__image">{image ? <img src={image} alt="" width={72} height={72} loading="lazy" /> : null}</div>
      <div className="cart-line__details">
        <p className="cart-line__title">
          {item.url ? <Link to={item.url}>{item.title}</Link> : item.title}
        </p>
        {item.variant_label ? <p className="cart-line__variant">{item.variant_label}</p> : null}
        <p className="cart-line__price">
          {formatCents(item.price)} <span className="cart-line__each">{packSizeLabel(item.pack_size) ? 'per pack' : 'each'}</span>
          <PackPrice packSize={item.pack_size} priceCents={item.price} />
        </p>
      </div>
      <LineQuantity item={item} changes={changes} isDisabled={isBusy} />
      <p className="cart-line__total">
        <span className="visually-hidden">Line total: </span>
        {formatCents(item.line_total)}
      </p>
      <button
        type="button"
        className="icon-button cart-line__remove"
        aria-disabled={isBusy || undefined}
        onClick={() => void changes.remove(item)}
      >
        <CloseIcon />
        <span className="visually-hidden">{`Remove ${item.title}`}</span>
      </button>
    </li>
  );
}

/** spec §4: minus is disabled at 1 or below; a typed quantity below 1 is reset to 1 when it is applied (blur or Enter). */
function LineQuantity({ item, changes, isDisabled }: { item: CartItemJson; changes: CartChanges; isDisabled: boolean }) {
  const id = useId();
  const [text, setText] = useState(String(item.qty));
  useEffect(() => setText(String(item.qty)), [item.qty]);

  const apply = async () => {
    const isChanged = await changes.setQty(item, text === '' ? 0 : Number(text));
    // Unchanged (e.g. 0 typed on a line of 1) or refused: show the line's quantity again.
    if (!isChanged) setText(String(item.qty));
  };

  return (
    <div className="cart-line__qty quantity-stepper__controls">
      <label htmlFor={id} className="visually-hidden">{`Quantity of ${item.title}`}</label>
      <button
        type="button"
        className="quantity-stepper__step"
        aria-label={`Decrease quantity of ${item.title}`}
        disabled={item.qty <= QUANTITY_MIN}
        aria-disabled={isDisabled || undefined}
        onClick={() => void changes.setQty(item, item.qty - 1)}
      >
        −
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={4}
        value={text}
        onChange={(event) => setText(digitsOnly(event.currentTarget.value))}
        onBlur={() => void apply()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void apply();
          }
        }}
      />
      <button
        type="button"
        className="quantity-stepper__step"
        aria-label={`Increase quantity of ${item.title}`}
        disabled={item.qty >= QUANTITY_MAX}
        aria-disabled={isDisabled || undefined}
        onClick={() => void changes.setQty(item, item.qty + 1)}
      >
        +
      </button>
    </div>
  );
}
