// spec §2 footer newsletter box and §7 POST /api/subscribers: a popup with the server's message
// on success or failure; with no usable answer, 'Sorry, something has gone wrong.'
import { useState, type FormEvent } from 'react';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { useAppState } from '../../lib/app-state.tsx';

export function NewsletterForm() {
  const { showPopup, setLoading } = useAppState();
  const [isSending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setSending(true);
    setLoading(true);
    try {
      const answer = await createBrowserApiClient().subscribe(email);
      form.reset();
      showPopup(escapeHtml(answer.message || 'Thank you, your email has been added to our mailing list.'));
    } catch (error) {
      // A 404 means the subscribe endpoint is missing, and its 'Not found.' would mean nothing here.
      const isMissing = error instanceof ApiRequestError && error.status === 404;
      showPopup(escapeHtml(isMissing ? 'Sorry, something has gone wrong.' : apiErrorMessage(error)));
    } finally {
      setSending(false);
      setLoading(false);
    }
  }

  return (
    <form className="newsletter-form" method="post" action="/api/subscribers" onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor="newsletter-email">Join our newsletter</label>
      <p className="newsletter-note">New products, specials and care-sector news, once a month.</p>
      <div className="newsletter-row">
        <input id="newsletter-email" type="email" name="email" required autoComplete="email" placeholder="you@example.co.nz" />
        <button type="submit" className="button button-accent" disabled={isSending}>
          Submit
        </button>
      </div>
    </form>
  );
}
