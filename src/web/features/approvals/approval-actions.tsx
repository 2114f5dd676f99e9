// What can be done with a request (issue #29 Part 1): a manager approves it or declines it with a reason;
// its buyer withdraws it while it waits, pays an approved card order, or puts a declined, expired or
// withdrawn one back in the cart. The server decides who may (403/404/409); the buttons only follow it.
import { useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { ApprovalDetailJson } from '../../../shared/schemas/approvals.ts';
import type { AccountRole } from '../../../shared/account-roles.ts';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { approvalsApi } from './approvals-api.ts';

type Props = { approval: ApprovalDetailJson; role: AccountRole | null; isMine: boolean };

export function ApprovalActions({ approval, role, isMine }: Props) {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [cartLink, setCartLink] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const api = () => approvalsApi(createBrowserApiClient());

  async function run(work: () => Promise<string>) {
    setBusy(true);
    setError('');
    setReasonError('');
    try {
      setMessage(await work());
      void revalidator.revalidate();
    } catch (failure) {
      const fieldError = failure instanceof ApiRequestError ? failure.body.errors?.reason : undefined;
      if (fieldError) {
        setReasonError(fieldError);
        reasonRef.current?.focus();
      } else setError(apiErrorMessage(failure));
    }
    setBusy(false);
  }

  async function payByCard(): Promise<string> {
    const answer = await api().pay(approval.id);
    if (answer.url) window.location.assign(answer.url);
    return answer.message;
  }

  async function putBackInCart(): Promise<string> {
    const answer = await api().backToCart(approval.id);
    setCartLink(true);
    return answer.message;
  }

  const isPending = approval.status === 'pending';
  const isManager = role === 'manager';
  const canRestore = isMine && (approval.status === 'declined' || approval.status === 'expired' || approval.status === 'withdrawn');
  const canPay = isMine && approval.status === 'approved' && approval.payment_type === 'card' && !approval.order;

  return (
    <section className="card approval-actions" aria-labelledby="approval-actions-title">
      <h2 id="approval-actions-title">{isPending && isManager ? 'Your decision' : 'What next'}</h2>
      <p role="status" className="approval-actions__status">
        {message}
        {cartLink ? (
          <>
            {' '}
            <Link to="/cart">Go to the cart</Link>
          </>
        ) : null}
      </p>
      {error ? (
        <p role="alert" className="notice notice-error">
          {error}
        </p>
      ) : null}
      {approval.order?.order_number ? (
        <p>
          <Link to={`/order-history/${approval.order.id}`}>{`See order ${approval.order.order_number}`}</Link>
        </p>
      ) : null}
      {isPending && isManager ? (
        <div className="approval-actions__decide">
          <button type="button" className="button button-primary" disabled={isBusy} onClick={() => void run(async () => (await api().approve(approval.id)).message)}>
            Approve
          </button>
          <form
            className="approval-actions__decline"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void run(async () => (await api().decline(approval.id, reason)).message);
            }}
          >
            <label htmlFor="decline-reason">Reason for declining (the buyer is told)</label>
            <textarea
              id="decline-reason"
              ref={reasonRef}
              value={reason}
              maxLength={500}
              rows={3}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? 'decline-reason-error' : undefined}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            {reasonError ? (
              <p id="decline-reason-error" className="field-error">
                {reasonError}
              </p>
            ) : null}
            <button type="submit" className="button button-secondary" disabled={isBusy}>
              Decline
            </button>
          </form>
        </div>
      ) : null}
      {isPending && isMine ? (
        <button type="button" className="button button-secondary" disabled={isBusy} onClick={() => void run(async () => (await api().withdraw(approval.id)).message)}>
          Withdraw request
        </button>
      ) : null}
      {canPay ? (
        <ActionButton label="Pay by card" disabled={isBusy} onClick={() => void run(payByCard)} />
      ) : null}
      {canRestore ? (
        <ActionButton label="Put these lines back in my cart" disabled={isBusy} onClick={() => void run(putBackInCart)} />
      ) : null}
      {!isPending && !canPay && !canRestore && !approval.order?.order_number ? <p>Nothing more to do with this request.</p> : null}
      {isPending && !isManager && !isMine ? <p>A manager of the account decides.</p> : null}
    </section>
  );
}

function ActionButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick(): void }) {
  return (
    <button type="button" className="button button-primary" disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
}
