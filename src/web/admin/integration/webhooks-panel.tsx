// Webhooks (issue #19 Part 3): an owner adds a URL for order events and sees its signing secret once;
// the list links each webhook's delivery log and removes one.
import { useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../shared/integration-choices.ts';
import type { WebhookJson } from '../../../shared/schemas/integration.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminApi } from '../admin-api.ts';
import { formatAdminTime } from '../admin-format.ts';
import { FormAlert } from '../form-alert.tsx';
import { ChoiceBoxes, listError } from './choice-boxes.tsx';
import { ShownOnce } from './shown-once.tsx';

export const EVENT_LABELS: Record<WebhookEvent, string> = { 'order.placed': 'Order placed', 'order.status_changed': 'Order status changed' };

function AddWebhookForm({ onAdded }: { onAdded: (secret: string) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    setSending(true);
    setErrors({});
    try {
      const made = await browserAdminApi().webhooks.create({ url: String(fields.get('url') ?? '').trim(), events: fields.getAll('events').map(String) as WebhookEvent[] });
      form.reset();
      onAdded(made.data.secret);
    } catch (error) {
      setErrors(error instanceof ApiRequestError && error.body.errors ? error.body.errors : { _: apiErrorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="admin-form admin-panel" onSubmit={(event) => void onSubmit(event)} aria-labelledby="add-webhook-heading" noValidate>
      <h2 id="add-webhook-heading" className="visually-hidden">
        Add a webhook
      </h2>
      <div className="admin-field">
        <label htmlFor="webhook-url">URL</label>
        <input id="webhook-url" name="url" type="url" required maxLength={500} size={40} autoComplete="off" placeholder="https://" aria-invalid={errors.url ? true : undefined} aria-describedby={errors.url ? 'webhook-url-error' : undefined} />
        {errors.url ? (
          <span id="webhook-url-error" className="admin-error">
            {errors.url}
          </span>
        ) : null}
      </div>
      <ChoiceBoxes name="events" legend="Events" choices={WEBHOOK_EVENTS.map((event) => ({ value: event, label: EVENT_LABELS[event] }))} error={listError(errors, 'events')} />
      <button type="submit" className="button button-primary" disabled={isSending}>
        Add webhook
      </button>
      <FormAlert message={errors._} />
    </form>
  );
}

function WebhookRow({ webhook, onDone }: { webhook: WebhookJson; onDone: (message: string, isError?: boolean) => void }) {
  const [isSending, setSending] = useState(false);
  async function remove() {
    if (!window.confirm(`Remove the webhook to ${webhook.url}? No more events are sent to it; its log is kept.`)) return;
    setSending(true);
    try {
      await browserAdminApi().webhooks.remove(webhook.id);
      onDone(`The webhook to ${webhook.url} is removed.`);
    } catch (error) {
      onDone(apiErrorMessage(error), true);
    } finally {
      setSending(false);
    }
  }
  return (
    <tr>
      <td className="admin-secret-cell">{webhook.url}</td>
      <td>{webhook.events.map((event) => EVENT_LABELS[event]).join(', ')}</td>
      <td>{formatAdminTime(webhook.created_at)}</td>
      <td>
        <span className="admin-inline admin-wrap">
          <Link to={`/admin/webhooks/${webhook.id}`}>
            Deliveries<span className="visually-hidden"> to {webhook.url}</span>
          </Link>
          <button type="button" className="button button-secondary" disabled={isSending} onClick={() => void remove()}>
            Remove<span className="visually-hidden"> {webhook.url}</span>
          </button>
        </span>
      </td>
    </tr>
  );
}

export function WebhooksPanel({ webhooks }: { webhooks: WebhookJson[] }) {
  const revalidator = useRevalidator();
  const [secret, setSecret] = useState('');
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const onDone = (text: string, isError = false) => {
    setNotice({ text, isError });
    if (!isError) void revalidator.revalidate();
  };
  return (
    <>
      <AddWebhookForm
        onAdded={(added) => {
          setSecret(added);
          void revalidator.revalidate();
        }}
      />
      {secret ? (
        <ShownOnce
          label="Signing secret"
          value={secret}
          note="Give this secret to the receiver now: it is not shown again. Each delivery carries X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of '<t>.<body>' with this secret>."
        />
      ) : null}
      <p role="status" className={notice?.isError ? 'admin-error' : 'admin-status'}>
        {notice?.text ?? ''}
      </p>
      <div className="admin-scroll">
        <table className="admin-table">
          <caption>{`${webhooks.length} ${webhooks.length === 1 ? 'webhook' : 'webhooks'}`}</caption>
          <thead>
            <tr>
              <th scope="col">URL</th>
              <th scope="col">Events</th>
              <th scope="col">Added</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {webhooks.map((webhook) => (
              <WebhookRow key={webhook.id} webhook={webhook} onDone={onDone} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
