// The sandbox provider's hosted page. It stands for an external provider's site, so it is plain HTML
// from the server (no React, no script at all: the CSP allows no inline script) with two small forms.
import { formatCents } from '../../../shared/money.ts';
import { ORDER_STATUS, PAYMENT_STATUS } from '../orders/orders.service.ts';
import type { SandboxPayment } from './payments.service.ts';
import { sandboxPaymentUrl } from './sandbox-provider.ts';

const MERCHANT = 'Care Supply Co';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #eef2f7; color: #1f2937; }
  main { max-width: 26rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  .badge { display: inline-block; margin: 0 0 1rem; padding: 0.2rem 0.6rem; border-radius: 1rem; background: #fef3c7; font-size: 0.8rem; }
  h1 { font-size: 1.4rem; margin: 0 0 1.25rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #4b5563; } dd { margin: 0; font-weight: 600; }
  form { margin: 0 0 0.75rem; }
  button { width: 100%; padding: 0.75rem; border: 0; border-radius: 0.5rem; font-size: 1rem; cursor: pointer; }
  .approve { background: #15803d; color: #fff; } .decline { background: #e5e7eb; color: #111827; }
  .note { font-size: 0.85rem; color: #4b5563; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="badge">Sandbox payment provider</p>
${body}
</main>
</body>
</html>`;
}

function actionForm(reference: string, action: 'approve' | 'decline', label: string, csrfToken: string): string {
  return `<form method="post" action="${escapeHtml(`${sandboxPaymentUrl(reference)}/${action}`)}">
<input type="hidden" name="_token" value="${escapeHtml(csrfToken)}">
<button type="submit" class="${action}">${label}</button>
</form>`;
}

/** The page for one payment: pay or decline while it is pending, otherwise where it stands. */
export function sandboxPaymentPage(input: SandboxPayment & { csrfToken: string; confirmationPath: string; declinedPath: string }): string {
  const { payment, order } = input;
  const details = `<dl>
<dt>Merchant</dt><dd>${MERCHANT}</dd>
<dt>Payment reference</dt><dd>${escapeHtml(order.paymentReference ?? '')}</dd>
${order.orderNumber ? `<dt>Order</dt><dd>${escapeHtml(order.orderNumber)}</dd>` : ''}
<dt>Amount</dt><dd>${escapeHtml(formatCents(payment.amountCents))} NZD</dd>
</dl>`;
  if (payment.status === PAYMENT_STATUS.pending && order.status === ORDER_STATUS.awaitingPayment) {
    return page(
      `Pay ${MERCHANT}`,
      `<h1>Pay ${MERCHANT}</h1>
${details}
${actionForm(payment.reference, 'approve', 'Approve payment', input.csrfToken)}
${actionForm(payment.reference, 'decline', 'Decline payment', input.csrfToken)}
<p class="note">This page stands in for an external card payment provider. No card is charged.</p>`,
    );
  }
  const isPaid = order.status === ORDER_STATUS.paid;
  return page(
    isPaid ? 'Payment approved' : 'Payment closed',
    `<h1>${isPaid ? 'This payment has been approved' : 'This payment can no longer be made'}</h1>
${details}
<p><a href="${escapeHtml(isPaid ? input.confirmationPath : input.declinedPath)}">${isPaid ? 'View your order confirmation' : 'Return to checkout'}</a></p>`,
  );
}
