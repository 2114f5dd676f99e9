import { useId, useState } from 'react';
import type { ProductDetailJson } from '../../../shared/schemas/catalogue.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { LoginToPurchase } from './login-to-purchase.tsx';
import { quantityToSubmit } from '../../lib/quantity.ts';
import { quantityProblem, quantityRulesText, quantityStep } from '../../../shared/order-quantity.ts';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';
import { useCartAdd } from './use-cart-add.ts';
import { VariantMatrix } from './variant-matrix.tsx';
import { AddToFastOrderButton } from '../fast-orders/fast-order-picker.tsx';
import { productAddBody } from '../fast-orders/fast-order-params.ts';
import { useCanOrder } from '../../lib/root-data.ts';
import { AddToCartButton, SoldOutReason } from './add-to-cart-button.tsx';
import { isSoldOut, SOLD_OUT_REASON } from '../../lib/stock-words.ts';

/** The product page's action block: the variant matrix, or a quantity stepper with the add buttons. */
type Rules = Pick<ProductDetailJson, 'min_order_qty' | 'order_multiple' | 'max_order_qty'>;
type Stock = Pick<ProductDetailJson, 'stock_status' | 'stock_policy'>;

export function ProductActions({ product }: { product: Pick<ProductDetailJson, 'id' | 'variants'> & Rules & Stock }) {
  const { isLoggedIn } = useAppState();
  const canOrder = useCanOrder();
  if (isLoggedIn && !canOrder) {
    return (
      <p className="notice" role="note">
        Your role on this account is Viewer: you can see prices, not order. A manager of the account can change your role.
      </p>
    );
  }
  // Issue #30 Part 3: the server refuses a 'stop' product out of stock; the page says so before the buyer tries.
  const soldOutReason = isSoldOut(product) ? SOLD_OUT_REASON : null;
  if (product.variants) return <VariantMatrix productId={product.id} matrix={product.variants} isLoggedIn={isLoggedIn} soldOutReason={soldOutReason} />;
  if (!isLoggedIn) return <LoginToPurchase />;
  return <SingleProductAdd productId={product.id} rules={product} soldOutReason={soldOutReason} />;
}

/** Issue #27: the rules the product is sold by, as the shared rule reads them. */
const rulesOf = (rules: Rules) => ({ minOrderQty: rules.min_order_qty ?? null, orderMultiple: rules.order_multiple ?? null, maxOrderQty: rules.max_order_qty ?? null });

function SingleProductAdd({ productId, rules, soldOutReason }: { productId: number; rules: Rules; soldOutReason: string | null }) {
  const sold = rulesOf(rules);
  const { step, min } = quantityStep(sold);
  const [qty, setQty] = useState(String(min));
  const cart = useCartAdd();
  const rulesText = quantityRulesText(sold);
  const rulesId = useId();
  const reasonId = useId();
  return (
    <form
      className="product-actions"
      onSubmit={(event) => {
        event.preventDefault();
        if (cart.isAdding || soldOutReason) return;
        const checked = quantityToSubmit(qty);
        if (!checked.ok) return cart.showError(checked.message);
        const problem = quantityProblem(sold, checked.qty);
        if (problem) return cart.showError(problem);
        setQty(String(checked.qty));
        void cart.add({ id: productId, qty: checked.qty, variant_id: 0 }, 'Product has been added to cart');
      }}
    >
      <QuantityStepper value={qty} onChange={setQty} step={step} min={min} describedBy={rulesText ? rulesId : undefined} />
      {rulesText && (
        <p id={rulesId} className="product-actions__rules">
          {rulesText}
        </p>
      )}
      <SoldOutReason reason={soldOutReason} id={reasonId} />
      <div className="product-actions__buttons">
        <AddToCartButton isAdding={cart.isAdding} soldOutReason={soldOutReason} reasonId={reasonId} />
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
