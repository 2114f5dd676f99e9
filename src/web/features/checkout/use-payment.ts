// spec §4 Payment: the button is disabled during the request and re-enabled on failure; on success
// the browser goes to the returned url (a confirmation page, or the card provider's hosted page).
// spec §5: paying needs the terms ticked. spec §8: success false shows the server's message; a
// failed request shows the gateway message (written here without the source's undefined name).
import { useState } from 'react';
import { ApiRequestError, createBrowserApiClient, type PaymentType } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { COMPANY } from '../../lib/site-links.ts';

export const TERMS_REQUIRED_MESSAGE = 'Please indicate that you have read and agree to the Terms and Conditions.';
export const GATEWAY_ERROR_MESSAGE =
  'An error occurred while connecting to the payment gateway. Please check whether your card has been charged. ' +
  `If it has, please contact ${COMPANY.name} on ${COMPANY.phone} before trying again.`;

/** The popup text for a payment call that threw: the server's refusal, or the gateway message. */
export function paymentFailureMessage(type: PaymentType, error: unknown): string {
  const isRefusal = error instanceof ApiRequestError && error.status < 500;
  if (type === 'card' && !isRefusal) return GATEWAY_ERROR_MESSAGE;
  return apiErrorMessage(error);
}

/** Where a buyer goes when their order is sent for approval. */
export const approvalSentPath = (approvalId: number) => `/my-account/approvals/${approvalId}?sent=1`;

export function usePayment(options: { hasAcceptedTerms: boolean }) {
  const { setLoading, showPopup } = useAppState();
  const [paying, setPaying] = useState<PaymentType | null>(null);

  async function pay(type: PaymentType) {
    if (!options.hasAcceptedTerms) return showPopup(`<p>${escapeHtml(TERMS_REQUIRED_MESSAGE)}</p>`);
    setPaying(type);
    setLoading(true);
    try {
      const answer = await createBrowserApiClient().checkout.pay(type);
      // Issue #29: held for a manager's approval (202); the request's page says what happens next.
      if ('approval_id' in answer) {
        window.location.assign(approvalSentPath(answer.approval_id));
        return;
      }
      if (answer.success && answer.url) {
        // Leaving the page: the buttons stay disabled so the order cannot be sent twice.
        window.location.assign(answer.url);
        return;
      }
      showPopup(`<p>${escapeHtml(answer.message || 'Sorry, something has gone wrong.')}</p>`);
    } catch (error) {
      showPopup(`<p>${escapeHtml(paymentFailureMessage(type, error))}</p>`);
    }
    setLoading(false);
    setPaying(null);
  }

  return { paying, pay };
}
