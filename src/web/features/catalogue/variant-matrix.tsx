import { useState } from 'react';
import type { VariantMatrixJson } from '../../../shared/schemas/catalogue.ts';
import { LoginToPurchase } from './login-to-purchase.tsx';
import { VARIANT_QUANTITY_TOO_LOW_MESSAGE } from './quantity.ts';
import { useCartAdd } from './use-cart-add.ts';
import { variantItemsToAdd, type VariantQuantities } from './variant-selection.ts';
import { VariantTable } from './variant-table.tsx';

/**
 * spec §2 Variant matrix: a quantity per cell (minimum 0) with 'Add to Fast Order' and 'Add to cart'
 * for signed-in buyers; guests see the options read-only and 'Login to purchase'.
 */
export function VariantMatrix({ matrix, isLoggedIn }: { matrix: VariantMatrixJson; isLoggedIn: boolean }) {
  if (!isLoggedIn) {
    return (
      <div className="variant-matrix">
        <VariantTable matrix={matrix} />
        <LoginToPurchase />
      </div>
    );
  }
  return <VariantOrderForm matrix={matrix} />;
}

function VariantOrderForm({ matrix }: { matrix: VariantMatrixJson }) {
  const [quantities, setQuantities] = useState<VariantQuantities>({});
  const cart = useCartAdd();
  return (
    <form
      className="variant-matrix"
      onSubmit={(event) => {
        event.preventDefault();
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
      <div className="product-actions__buttons">
        <button type="button" className="button button-secondary cat-button--large" onClick={cart.showFastOrderSoon}>
          Add to Fast Order
        </button>
        <button type="submit" className="button button-primary cat-button--large" disabled={cart.isAdding}>
          Add to cart
        </button>
      </div>
    </form>
  );
}
