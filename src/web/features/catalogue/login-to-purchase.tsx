import { useAppState } from '../../lib/app-state.tsx';

export const LOGIN_TO_PURCHASE_POPUP =
  '<p>Please login or register to add products to your cart</p><p><a href="/login">Login or register</a></p>';

/** Guests' action (spec §2): a popup pointing to /login; without JavaScript the form goes to /login. */
export function LoginToPurchase() {
  const { showPopup } = useAppState();
  return (
    <form
      method="get"
      action="/login"
      className="login-to-purchase"
      onSubmit={(event) => {
        event.preventDefault();
        showPopup(LOGIN_TO_PURCHASE_POPUP);
      }}
    >
      <button type="submit" className="button button-primary cat-button--large">
        Login to purchase
      </button>
    </form>
  );
}
