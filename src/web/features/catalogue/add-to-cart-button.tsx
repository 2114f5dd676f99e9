// The product page's Add to cart (one product, or a matrix's cells). Issue #30 Part 3: for a product out of
// stock that the store will not back-order it is disabled, and the reason above it names why.

type Props = { isAdding: boolean; soldOutReason: string | null; reasonId: string };

export function AddToCartButton({ isAdding, soldOutReason, reasonId }: Props) {
  return (
    <button
      type="submit"
      className="button button-primary cat-button--large"
      disabled={soldOutReason !== null}
      aria-describedby={soldOutReason !== null ? reasonId : undefined}
      aria-disabled={isAdding || undefined}
    >
      Add to cart
    </button>
  );
}

export function SoldOutReason({ reason, id }: { reason: string | null; id: string }) {
  return reason === null ? null : (
    <p id={id} className="stock-status__reason">
      {reason}
    </p>
  );
}
