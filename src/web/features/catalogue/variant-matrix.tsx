import { useId, useState } from 'react';
import type { VariantMatrixJson } from '../../../shared/schemas/catalogue.ts';
import { LoginToPurchase } from './login-to-purchase.tsx';
import { VARIANT_QUANTITY_TOO_LOW_MESSAGE } from '../../lib/quantity.ts';
import { useCartAdd } from './use-cart-add.ts';
import { variantItemsToAdd, type VariantQuantities } from './variant-selection.ts';
import { VariantTable } from './variant-table.tsx';
import { AddToFastOrderButton } from '../fast-orders/fast-order-picker.tsx';
import { cellAddBody } from '../fast-orders/fast-order-params.ts';
import { AddToCartButton, SoldOutReason } from './add-to-cart-button.tsx';

/**
 * spec §2 Variant matrix: a quantity per cell (minimum 0) with 'Add to Fast Order' and 'Add to cart'
 * for signed-in buyers; guests see the options read-only and 'Login to purchase'.
 */
type Props = { productId: number; matrix: VariantMatrixJson; isLoggedIn: boolean; soldOutReason?: string | null };

export function VariantMatrix({ productId, matrix, isLoggedIn, soldOutReason = null }: Props) {
  if (!isLoggedIn) {
    return (
      <div className="variant-matrix">
        <VariantTable matrix={matrix} />
        <LoginToPurchase />
      </div>
    );
  }
  return <VariantOrderForm productId={productId} matrix={matrix} soldOutReason={soldOutReason} />;
}

function hasCellPrices(matrix: VariantMatrixJson): boolean {
  return Object.values(matrix.variants).some((cells) => cells.some((cell) => cell.price !== undefined));
}

function VariantOrderForm({ productId, matrix, soldOutReason }: { productId: number; matrix: VariantMatrixJson; soldOutReason: string | null }) {
  const [quantities, setQuantities] = useState<VariantQuantities>({});
  const cart = useCartAdd();
  const reasonId = useId();
  return (
    <form
      className="variant-matrix"
      onSubmit={(event) => {
        event.preventDefault();
        if (cart.isAdding || soldOutReason) return;
        const items = variantItemsToAdd(matrix, quantities);
        // spec §5: no cell above 0 gives the plural message.
        if (items.length === 0) return cart.showError(VARIANT_QUANTITY_TOO_LOW_MESSAGE);
        // Emptied after a successful add, so pressing the button again does not add the same cells twice.
        void cart.add({ items, add_quantity: true }, 'Product/s has been added to cart').then((isAdded) => {
          if (isAdded) setQuantities({});
        });
      }}
    >
      <VariantTable
        matrix={matrix}
        editor={{ quantities, onChange: (cellId, value) => setQuantities((current) => ({ ...current, [cellId]: value })) }}
      />
      {hasCellPrices(matrix) ? <p className="variant-matrix__note">Prices exclude GST.</p> : null}
      <SoldOutReason reason={soldOutReason} id={reasonId} />
      <div className="product-actions__buttons">
        <AddToFastOrderButton
          className="button button-secondary cat-button--large"
          prepare={() => {
            // The chosen cells go to the lists, each with its quantity as the usual quantity (spec §5: none is the plural message).
            const cells = variantItemsToAdd(matrix, quantities);
            return cells.length > 0
              ? { ok: true, body: (lists) => cellAddBody(lists, productId, cells) }
              : { ok: false, message: VARIANT_QUANTITY_TOO_LOW_MESSAGE };
          }}
        />
        <AddToCartButton isAdding={cart.isAdding} soldOutReason={soldOutReason} reasonId={reasonId} />
      </div>
    </form>
  );
}
