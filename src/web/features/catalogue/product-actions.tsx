import { useState } from 'react';
import type { ProductDetailJson } from '../../../shared/schemas/catalogue.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { LoginToPurchase } from './login-to-purchase.tsx';
import { quantityToSubmit } from '../../lib/quantity.ts';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';
import { useCartAdd } from './use-cart-add.ts';
import { VariantMatrix } from './variant-matrix.tsx';
import { AddToFastOrderButton } from '../fast-orders/fast-order-picker.tsx';
import { productAddBody } from '../fast-orders/fast-order-params.ts';
import { useCanOrder } from '../../lib/root-data.ts';

/** The product page's action block: the variant matrix, or a quantity stepper with the add buttons. */
export function ProductActions({ product }: { product: Pick<ProductDetailJson, 'id' | 'variants'> }) {
  const { isLoggedIn } = useAppState();
  const canOrder = useCanOrder();
  if (isLoggedIn && !canOrder) {
    return (
      <p className="notice" role="note">
        Your role on this account is Viewer: you can see prices, not order. A manager of the account can change your role.
      </p>
    );
  }
  if (product.variants) return <VariantMatrix productId={product.id} matrix={product.variants} isLoggedIn={isLoggedIn} />;
  if (!isLoggedIn) return <LoginToPurchase />;
  return <SingleProductAdd productId={product.id} />;
}

function SingleProductAdd({ productId }: { productId: number }) {
  const [qty, setQty] = useState('1');
  const cart = useCartAdd();
  return (
    <form
      className="product-actions"
      onSubmit={(event) => {
        event.preventDefault();
        if (cart.isAdding) return;
        const checked = quantityToSubmit(qty);
        if (!checked.ok) return cart.showError(checked.message);
        setQty(String(checked.qty));
        void cart.add({ id: productId, qty: checked.qty, variant_id: 0 }, 'Product has been added to cart');
      }}
    >
      <QuantityStepper value={qty} onChange={setQty} />
      <div className="product-actions__buttons">
        <button type="submit" className="button button-primary cat-button--large" aria-disabled={cart.isAdding || undefined}>
          Add to cart
        </button>
        <AddToFastOrderButton
          className="button button-secondary cat-button--large"
          prepare={() => {
            // The stepper's quantity becomes the usual quantity in the chosen lists.
            const checked = quantityToSubmit(qty);
            return checked.ok ? { ok: true, body: (lists) => productAddBody(lists, productId, checked.qty) } : checked;
          }}
        />
      </div>
    </form>
  );
}
