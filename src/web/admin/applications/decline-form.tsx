// Declining a trade application (issue #17 Part 6): an optional reason, e-mailed to the applicant as
// written, after a confirmation (a decision cannot be taken back).
import { useState, type FormEvent } from 'react';
import type { TradeApplicationJson } from '../../../shared/schemas/admin-applications.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { applicationsApi } from './applications-api.ts';
import { FormAlert } from '../form-alert.tsx';

export function DeclineForm({ application, onDone }: { application: TradeApplicationJson; onDone: (declined: TradeApplicationJson, message: string) => void }) {
  const [error, setError] = useState('');
  const [isSending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    const question = `Decline the application from ${application.company_name}? ${reason ? 'The applicant is e-mailed your reason as written.' : 'The applicant is e-mailed that it was declined.'} This cannot be undone.`;
    if (!window.confirm(question)) return;
    setSending(true);
    setError('');
    try {
      const answer = await applicationsApi(browserAdminClient()).decline(application.id, reason);
      onDone(answer.data, answer.message);
    } catch (failure) {
      setError((failure instanceof ApiRequestError && failure.body.errors?.reason) || apiErrorMessage(failure));
      setSending(false);
    }
  }

  return (
    <form className="admin-panel admin-stack" onSubmit={(event) => void onSubmit(event)} aria-labelledby="decline-heading">
      <h2 id="decline-heading">Decline</h2>
      <div className="admin-field">
        <label htmlFor="decline-reason">Reason (optional, e-mailed to the applicant as written)</label>
        <textarea id="decline-reason" name="reason" rows={3} aria-describedby={error ? 'decline-error' : undefined} />
      </div>
      <div>
        <button type="submit" className="button button-secondary" disabled={isSending}>
          Decline application
        </button>
      </div>
      <FormAlert message={error} id="decline-error" />
    </form>
  );
}
