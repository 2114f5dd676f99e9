// spec §2 Checkout step 3: both addresses with country and region names, the terms checkbox, BACK
// (to step 2) and the pay buttons: 'Confirm Order' (on account, when the account allows it) and
// 'Pay by card'. The order total sits right above the buttons: on a phone the order summary comes
// after the steps, and the buyer must see what they pay before paying. An account on credit hold or at its
// credit limit (issue #28) is told why before it confirms, and card payment is the button offered. An
// order over the buyer's spending limits or the account's budgets (issue #29) is sent for a manager's
// approval instead: the page says why, and 'Confirm Order' becomes 'Send for approval'.
import { useState } from 'react';
import { formatCents } from '../../../shared/money.ts';
import type { BillingInfo, CountryJson, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import { AddressBlock } from '../addresses/address-block.tsx';
import { placeNames } from '../addresses/address-form.ts';
import { usePayment } from './use-payment.ts';

type Props = {
  shipping: ShippingInfo;
  billing: BillingInfo;
  countries: CountryJson[];
  canPayOnAccount: boolean;
  /** Why the account cannot order on account now (its credit hold or limit); null when it can. */
  accountCreditRefusal: string | null;
  /** Why the order would wait for a manager's approval; empty when it would not. */
  approvalReasons: string[];
  /** The cart's total including GST (summary.total), in cents. */
  totalCents: number;
  /** Issue #29: the delivery day saved with the address, in words; null when none was chosen. */
  deliveryText: string | null;
  isBusy: boolean;
  onBack(): void;
};

export function ConfirmStep(props: Props) {
  const [hasAcceptedTerms, setAcceptedTerms] = useState(false);
  const payment = usePayment({ hasAcceptedTerms });
  const isDisabled = props.isBusy || payment.paying !== null;
  const offersAccount = props.canPayOnAccount && !props.accountCreditRefusal;
  const needsApproval = props.approvalReasons.length > 0;
  return (
    <div className="checkout-confirm">
      <div className="checkout-confirm__addresses">
        <section aria-labelledby="confirm-shipping-title">
          <h3 id="confirm-shipping-title">Shipping address</h3>
          <AddressBlock info={props.shipping} place={placeNames(props.countries, props.shipping)} />
          {props.shipping.purchase_order_no ? <p>{`Purchase order: ${props.shipping.purchase_order_no}`}</p> : null}
          <p className="checkout-confirm__delivery">{props.deliveryText ? `Delivery: ${props.deliveryText}` : 'Delivery: the first open delivery day'}</p>
          {props.shipping.notes ? <p className="checkout-confirm__notes">{`Notes: ${props.shipping.notes}`}</p> : null}
        </section>
        <section aria-labelledby="confirm-billing-title">
          <h3 id="confirm-billing-title">Billing address</h3>
          <AddressBlock info={props.billing} place={placeNames(props.countries, props.billing)} />
        </section>
      </div>
      <label className="checkbox checkout-confirm__terms">
        <input type="checkbox" checked={hasAcceptedTerms} onChange={(event) => setAcceptedTerms(event.currentTarget.checked)} />
        <span>
          I have read and agree to the{' '}
          <a href="/terms-conditions" target="_blank" rel="noopener">
            Terms and Conditions<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </span>
      </label>
      <p className="checkout-confirm__total">
        Order total <span className="checkout-confirm__total-note">(incl. GST)</span>{' '}
        <strong>{formatCents(props.totalCents)}</strong>
      </p>
      {props.canPayOnAccount && props.accountCreditRefusal ? (
        <p className="notice notice-error" role="note">
          {props.accountCreditRefusal}
        </p>
      ) : null}
      {needsApproval ? (
        <div className="notice checkout-confirm__approval" role="note">
          <p>This order needs your manager&apos;s approval before it is placed:</p>
          <ul>
            {props.approvalReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p>Your manager is e-mailed, and you are told when they decide. Nothing is ordered until then.</p>
        </div>
      ) : null}
      <div className="checkout-form__buttons">
        <button type="button" className="button button-secondary" disabled={isDisabled} onClick={props.onBack}>
          BACK
        </button>
        {offersAccount ? (
          <button type="button" className="button button-primary" disabled={isDisabled} onClick={() => void payment.pay('account')}>
            {needsApproval ? 'Send for approval' : 'Confirm Order'}
          </button>
        ) : null}
        <button
          type="button"
          className={offersAccount ? 'button button-secondary' : 'button button-primary'}
          disabled={isDisabled}
          onClick={() => void payment.pay('card')}
        >
          {needsApproval ? 'Send for approval, pay by card' : 'Pay by card'}
        </button>
      </div>
    </div>
  );
}
