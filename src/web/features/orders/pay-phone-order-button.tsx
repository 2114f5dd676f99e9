// Issue #30 Part 4: an order the merchant's staff took by phone for the buyer to pay by card waits on its
// page (the e-mailed link opens it) with 'Pay by card', which opens the payment provider's page.
import { useState } from 'react';
import type { OrderDetailJson, PaymentResponseJson } from '../../../shared/schemas/orders.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';

/** Whether the buyer is asked to pay this order here. */
export const isPhoneOrderToPay = (order: OrderDetailJson) => Boolean(order.taken_by) && order.payment_method === 'card' && order.status === 'awaiting_payment';

export function PayPhoneOrderButton({ orderId }: { orderId: number }) {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function pay() {
    setBusy(true);
    setError('');
    try {
      const answer = await createBrowserApiClient().call<PaymentResponseJson>('POST', `/api/phone-orders/${orderId}/pay`);
      if (answer.url) window.location.assign(answer.url);
    } catch (failure) {
      setError(apiErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="button button-primary" disabled={isBusy} onClick={() => void pay()}>
        Pay by card
      </button>
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
