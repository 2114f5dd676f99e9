// One address change request (issue #17 Part 6): the account, the address as it is now beside the lines
// the customer asked for (changed lines in bold), who asked and when; Apply or Decline (a reason is
// optional), each after a confirmation, and then the request's new state in the same row.
import { useState } from 'react';
import { Link } from 'react-router';
import type { AddressLinesJson, AddressRequestJson, AddressRequestStatus } from '../../../shared/schemas/admin-address-requests.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminApi } from '../admin-api.ts';
import { formatAdminTime } from '../admin-format.ts';
import { FormAlert } from '../form-alert.tsx';

export const REQUEST_STATUS_LABELS: Record<AddressRequestStatus, string> = { open: 'Open', applied: 'Applied', declined: 'Declined' };

const LINE_KEYS = ['line_1', 'line_2', 'suburb', 'city', 'post_code'] as const;

function Lines({ lines, against }: { lines: AddressLinesJson; against?: AddressLinesJson }) {
  return (
    <ul className="admin-lines">
      {LINE_KEYS.filter((key) => lines[key]).map((key) => (
        <li key={key}>
          {against && lines[key] !== against[key] ? (
            <strong>
              {lines[key]}
              <span className="visually-hidden"> (changed)</span>
            </strong>
          ) : (
            lines[key]
          )}
        </li>
      ))}
    </ul>
  );
}

function Decision({ request, onDecided }: { request: AddressRequestJson; onDecided: (request: AddressRequestJson, message: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [isSending, setSending] = useState(false);
  const who = `${request.account.account_number} ${request.account.name}`;

  async function decide(kind: 'apply' | 'decline') {
    const question =
      kind === 'apply'
        ? `Apply the change to ${who}'s address? The address changes and the customer is e-mailed.`
        : `Decline the change to ${who}'s address? The customer is e-mailed${reason.trim() ? ' your reason as written' : ''}.`;
    if (!window.confirm(question)) return;
    setSending(true);
    setError('');
    try {
      const api = browserAdminApi().addressRequests;
      const answer = kind === 'apply' ? await api.apply(request.id) : await api.decline(request.id, reason.trim());
      onDecided(answer.data, answer.message);
    } catch (failure) {
      setError(apiErrorMessage(failure));
      setSending(false);
    }
  }

  const reasonId = `request-${request.id}-reason`;
  return (
    <div className="admin-stack">
      <button type="button" className="button button-primary" disabled={isSending} onClick={() => void decide('apply')}>
        Apply<span className="visually-hidden"> the change for {who}</span>
      </button>
      <label htmlFor={reasonId}>Reason to decline (optional)</label>
      <textarea id={reasonId} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
      <button type="button" className="button button-secondary" disabled={isSending} onClick={() => void decide('decline')}>
        Decline<span className="visually-hidden"> the change for {who}</span>
      </button>
      <FormAlert message={error} />
    </div>
  );
}

export function RequestRow({ initial }: { initial: AddressRequestJson }) {
  const [request, setRequest] = useState(initial);
  const [message, setMessage] = useState('');
  return (
    <tr>
      <td>
        <Link to={`/admin/accounts/${request.account.id}`}>{request.account.account_number}</Link> {request.account.name}
        {request.integration_code ? <div className="admin-muted">Code {request.integration_code}</div> : null}
      </td>
      <td>
        <Lines lines={request.current} />
      </td>
      <td>
        <Lines lines={request.requested} against={request.status === 'open' ? request.current : undefined} />
      </td>
      <td className="admin-break">{request.requested_by ?? <span className="admin-muted">User removed</span>}</td>
      <td>{formatAdminTime(request.created_at)}</td>
      <td>
        <p role="status" className="admin-status">
          {message}
        </p>
        {request.status === 'open' ? (
          <Decision
            request={request}
            onDecided={(decided, text) => {
              setRequest(decided);
              setMessage(text);
            }}
          />
        ) : (
          <p>
            {REQUEST_STATUS_LABELS[request.status]}
            {request.decided_at ? ` ${formatAdminTime(request.decided_at)}` : ''}
            {request.decline_reason ? `: ${request.decline_reason}` : ''}
          </p>
        )}
      </td>
    </tr>
  );
}
