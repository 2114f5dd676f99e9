// The two links of the newsletter e-mails: confirming a subscription and unsubscribing. Each page asks
// for a click (a POST) rather than acting on opening, so a mail scanner that follows links changes nothing.
import { useState } from 'react';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';

type Props = { token: string; kind: 'confirm' | 'unsubscribe' };

const BUTTONS = { confirm: 'Confirm my subscription', unsubscribe: 'Unsubscribe' } as const;

export function NewsletterLink({ token, kind }: Props) {
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function send() {
    setBusy(true);
    try {
      const answer = await createBrowserApiClient().call<{ message: string }>('POST', `/api/subscribers/${kind}`, { token });
      setOutcome({ ok: true, message: answer.message });
    } catch (error) {
      setOutcome({ ok: false, message: error instanceof ApiRequestError ? error.body.message : 'Sorry, something has gone wrong.' });
      setBusy(false);
    }
  }

  if (outcome) {
    return (
      <p className={`notice ${outcome.ok ? 'notice-success' : 'notice-error'}`} role={outcome.ok ? 'status' : 'alert'}>
        {outcome.message}
      </p>
    );
  }
  return (
    <button type="button" className="button button-primary" disabled={isBusy} onClick={() => void send()}>
      {BUTTONS[kind]}
    </button>
  );
}
