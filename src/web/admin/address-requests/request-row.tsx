// One address change request (issue #17 Part 6): the account, the address as it is now beside the lines
// the customer asked for (changed lines in bold), who asked and when; Apply or Decline (a reason is
// optional), each after a confirmation, and then the request's new state in the same row. Issue #26: an
// address the ERP owns says so, and applying to it warns that the ERP's next sync will overwrite it;
// another open request for the same address is flagged as a conflict.
import { useState } from 'react';
import { Link } from 'react-router';
import type { AddressLinesJson, AddressRequestJson, AddressRequestStatus } from '../../../shared/schemas/admin-address-requests.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { addressRequestsApi } from './address-requests-api.ts';
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

/** What applying does, in words: an ERP-owned address comes back at the next sync unless the ERP follows. */
export function applyQuestion(request: AddressRequestJson, who: string): string {
  const parts = [`Apply the change to ${who}'s address? The address changes and the customer is e-mailed.`];
  if (request.integration_code) {
    parts.push(`The ERP owns this address (code ${request.integration_code}): its next sync will overwrite the change unless the ERP makes it too. Webhooks for address_request.applied are sent the change.`);
  }
  if (request.conflicting_request_ids.length > 0) parts.push(`${conflictText(request.conflicting_request_ids)} Applying this one leaves ${request.conflicting_request_ids.length === 1 ? 'it' : 'them'} open.`);
  return parts.join('\n\n');
}

const conflictText = (ids: number[]) =>
  ids.length === 1 ? `Another open request (#${ids[0]}) asks to change this address too.` : `Other open requests (${ids.map((id) => `#${id}`).join(', ')}) ask to change this address too.`;

function Decision({ request, onDecided }: { request: AddressRequestJson; onDecided: (request: AddressRequestJson, message: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [isSending, setSending] = useState(false);
  const who = `${request.account.account_number} ${request.account.name}`;

  async function decide(kind: 'apply' | 'decline') {
    const question = kind === 'apply' ? applyQuestion(request, who) : `Decline the change to ${who}'s address? The customer is e-mailed${reason.trim() ? ' your reason as written' : ''}.`;
    if (!window.confirm(question)) return;
    setSending(true);
    setError('');
    try {
      const api = addressRequestsApi(browserAdminClient());
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
        {request.integration_code ? <div className="admin-muted">Owned by the ERP, code {request.integration_code}: its next sync overwrites a change it does not make too</div> : null}
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
        {request.conflicting_request_ids.length > 0 ? <p className="admin-warning">Conflict: {conflictText(request.conflicting_request_ids)}</p> : null}
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
