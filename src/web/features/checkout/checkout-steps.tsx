// spec §2/§4 Checkout: three numbered sections, only the active one open, and the order summary
// beside them. Step 1 → 2 after shipping saves, 2 → 3 after billing saves, back from 2 to 1 and 3
// to 2; every save replaces the cart with the server's answer; buttons are disabled while a
// request runs.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CartJson, CheckoutJson } from '../../../shared/schemas/cart.ts';
import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { billingFromShipping, EMPTY_BILLING, fieldErrorsFromServer, initialShipping, type FieldErrors } from '../addresses/address-form.ts';
import { BillingStep } from './billing-step.tsx';
import { ConfirmStep } from './confirm-step.tsx';
import { ShippingStep } from './shipping-step.tsx';
import { chosenDeliveryDay, DeliveryDayField, useDeliveryDays } from './delivery-day-field.tsx';
import { deliveryChoiceWords, deliveryDayWords } from '../../../shared/delivery-words.ts';
import type { DeliveryDatesResponseJson } from '../../../shared/schemas/delivery.ts';

/** 'Friday 4 December (order by 2 pm Thursday)' for the day saved; null when none was (the first open day is given). */
function deliveryText(days: { answer: DeliveryDatesResponseJson } | null, saved: string | null): string | null {
  if (!saved) return null;
  const option = days?.answer.data.find((day) => day.date === saved);
  return option ? deliveryChoiceWords(option) : deliveryDayWords(saved);
}

type Step = 1 | 2 | 3;
const STEP_TITLES: Record<Step, string> = { 1: 'Shipping Information', 2: 'Billing Information', 3: 'Confirm Order' };

type Props = { checkout: CheckoutJson; cart: CartJson; startStep: Step };

export function CheckoutSteps({ checkout, cart, startStep }: Props) {
  const { setCart, setLoading, showPopup } = useAppState();
  const [step, setStep] = useState<Step>(startStep);
  const [start] = useState(() => initialShipping(checkout));
  const [shipping, setShipping] = useState<ShippingInfo>(start.values);
  const [addressId, setAddressId] = useState<number | null>(start.addressId);
  const [billing, setBilling] = useState<BillingInfo>(checkout.cart.billing_info ?? EMPTY_BILLING);
  const [isSameAsShipping, setSameAsShipping] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [shippingErrors, setShippingErrors] = useState<FieldErrors>({});
  const [deliveryDate, setDeliveryDate] = useState<string | null>(cart.delivery.delivery_date);
  const deliveryDays = useDeliveryDays(shipping.post_code);
  const [billingErrors, setBillingErrors] = useState<FieldErrors>({});
  const headings = useRef<Partial<Record<Step, HTMLHeadingElement | null>>>({});
  const hasMoved = useRef(false);

  // Moving between steps takes focus to the newly opened step's heading.
  useEffect(() => {
    if (hasMoved.current) headings.current[step]?.focus();
  }, [step]);

  const goTo = (next: Step) => {
    hasMoved.current = true;
    setStep(next);
  };

  async function save(
    call: () => Promise<CartJson>,
    setErrors: (errors: FieldErrors) => void,
    prefix: 'shipping_info' | 'billing_info',
    next: Step,
  ) {
    setBusy(true);
    setLoading(true);
    try {
      setCart(await call());
      setErrors({});
      goTo(next);
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(fieldErrorsFromServer(error.body.errors, prefix));
      // spec §8: shipping/billing save failure shows the server's message; the button is re-enabled.
      showPopup(`<p>${escapeHtml(apiErrorMessage(error))}</p>`);
    } finally {
      setBusy(false);
      setLoading(false);
    }
  }

  const clearError = (setErrors: (update: (errors: FieldErrors) => FieldErrors) => void) => (field: keyof ShippingInfo) =>
    setErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors));

  const section = (number: Step, body: ReactNode) => (
    <li className={step === number ? 'checkout-step is-active' : 'checkout-step'}>
      <section aria-labelledby={`checkout-step-${number}`}>
        <h2
          id={`checkout-step-${number}`}
          className="checkout-step__title"
          tabIndex={-1}
          ref={(element) => {
            headings.current[number] = element;
          }}
        >
          <span className="checkout-step__number" aria-hidden="true">
            {number}
          </span>
          <span className="visually-hidden">{`Step ${number}: `}</span>
          {STEP_TITLES[number]}
        </h2>
        {step === number ? <div className="checkout-step__body">{body}</div> : null}
      </section>
    </li>
  );

  return (
    <ol className="checkout-steps">
      {section(
        1,
        <ShippingStep
          values={shipping}
          onChange={setShipping}
          addresses={checkout.addresses}
          addressId={addressId}
          onAddressChange={setAddressId}
          countries={checkout.countries}
          serverErrors={shippingErrors}
          onEdit={clearError(setShippingErrors)}
          isBusy={isBusy}
          onSubmit={() =>
            void save(
              () => createBrowserApiClient().checkout.saveShipping(shipping, chosenDeliveryDay(deliveryDays.days, shipping.post_code, deliveryDate)),
              setShippingErrors,
              'shipping_info',
              2,
            )
          }
          deliveryDay={<DeliveryDayField days={deliveryDays.days} failed={deliveryDays.failed} value={deliveryDate} onChange={setDeliveryDate} />}
        />,
      )}
      {section(
        2,
        <BillingStep
          values={billing}
          onChange={setBilling}
          isSameAsShipping={isSameAsShipping}
          onSameAsShippingChange={(isSame) => {
            setSameAsShipping(isSame);
            // spec §4: ticking copies shipping to billing; unticking clears billing.
            setBilling(isSame ? billingFromShipping(shipping) : EMPTY_BILLING);
            setBillingErrors({});
          }}
          countries={checkout.countries}
          serverErrors={billingErrors}
          onEdit={clearError(setBillingErrors)}
          isBusy={isBusy}
          onBack={() => goTo(1)}
          onSubmit={() => void save(() => createBrowserApiClient().checkout.saveBilling(billing), setBillingErrors, 'billing_info', 3)}
        />,
      )}
      {section(
        3,
        <ConfirmStep
          shipping={cart.shipping_info ?? shipping}
          billing={cart.billing_info ?? billing}
          countries={checkout.countries}
          canPayOnAccount={checkout.can_pay_on_account}
          accountCreditRefusal={checkout.account_credit_refusal}
          approvalReasons={checkout.approval_reasons}
          totalCents={cart.summary.total}
          deliveryText={deliveryText(deliveryDays.days, cart.delivery.delivery_date)}
          isBusy={isBusy}
          onBack={() => goTo(2)}
        />,
      )}
    </ol>
  );
}
