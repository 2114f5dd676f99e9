// Webhooks (issue #19 Part 3): an owner adds a URL for order events (and applied address changes, issue #26) and sees its signing secret once;
// the list links each webhook's delivery log and removes one.
import { useState } from 'react';
import { Link } from 'react-router';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../shared/integration-choices.ts';
import type { WebhookJson } from '../../../shared/schemas/integration.ts';
import { browserAdminClient } from '../admin-api.ts';
import { integrationApi } from './integration-api.ts';
import { formatAdminTime } from '../admin-format.ts';
import { FormAlert } from '../form-alert.tsx';
import { ChoiceBoxes, listError } from './choice-boxes.tsx';
import { NoticeLine } from './notice-line.tsx';
import { ShownOnce } from './shown-once.tsx';
import { useConfirmedAction, useNotice, useSentForm, type NoticeSink } from './use-panel-actions.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';

export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'order.placed': 'Order placed',
  'order.status_changed': 'Order status changed',
  'order.shipped': 'Order shipped (each shipment)',
  'order.changed': 'Order changed by the desk (its lines, before it leaves)',
  'address_request.applied': 'Address change applied',
  'return.requested': 'Return requested by a buyer',
  'return.approved': 'Return approved',
  'return.declined': 'Return declined',
  'return.received': 'Return received (goods back in)',
  'invoice.issued': 'Invoice issued',
  'credit_note.issued': 'Credit note issued',
  'payment.recorded': 'Payment recorded',
};

function AddWebhookForm({ onAdded }: { onAdded: (secret: string) => void }) {
  const { errors, isSending, onSubmit } = useSentForm(async (fields) => {
    const made = await integrationApi(browserAdminClient()).webhooks.create({ url: String(fields.get('url') ?? '').trim(), events: fields.getAll('events').map(String) as WebhookEvent[] });
    onAdded(made.data.secret);
  });

  return (
    <form className="admin-form admin-panel" onSubmit={onSubmit} aria-labelledby="add-webhook-heading" noValidate>
      <h2 id="add-webhook-heading" className="visually-hidden">
        Add a webhook
      </h2>
      <div className="admin-field admin-field-wide">
        <label htmlFor="webhook-url">URL</label>
        <input id="webhook-url" name="url" type="url" required maxLength={500} autoComplete="off" placeholder="https://" aria-invalid={errors.url ? true : undefined} aria-describedby={errors.url ? 'webhook-url-error' : undefined} />
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

function WebhookRow({ webhook, onDone }: { webhook: WebhookJson; onDone: NoticeSink }) {
  const { isSending, run } = useConfirmedAction(onDone);
  const remove = () =>
    run(`Remove the webhook to ${webhook.url}? No more events are sent to it; its log is kept.`, () => integrationApi(browserAdminClient()).webhooks.remove(webhook.id), `The webhook to ${webhook.url} is removed.`);
  return (
    <tr>
      <td className="admin-secret-cell">
        {webhook.url}
        <br />
        <span className="admin-muted">added {formatAdminTime(webhook.created_at)}</span>
      </td>
      <td>{webhook.events.map((event) => EVENT_LABELS[event]).join(', ')}</td>
      <td>
        <span className="admin-inline admin-wrap">
          <Link to={`/admin/webhooks/${webhook.id}`}>
            Deliveries<span className="visually-hidden"> to {webhook.url}</span>
          </Link>
          <button type="button" className="button button-secondary" disabled={isSending} onClick={remove}>
            Remove<span className="visually-hidden"> {webhook.url}</span>
          </button>
        </span>
      </td>
    </tr>
  );
}

const COLUMNS: ListColumn<WebhookJson>[] = ['URL', 'Events', 'Actions'].map((heading) => ({ heading }));

export function WebhooksPanel({ webhooks }: { webhooks: WebhookJson[] }) {
  const [secret, setSecret] = useState('');
  const { notice, onDone, revalidate } = useNotice();
  return (
    <>
      <AddWebhookForm
        onAdded={(added) => {
          setSecret(added);
          revalidate();
        }}
      />
      {secret ? (
        <ShownOnce
          label="Signing secret"
          value={secret}
          note="Give this secret to the receiver now: it is not shown again. Each delivery carries X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of '<t>.<body>' with this secret>."
        />
      ) : null}
      <NoticeLine notice={notice} />
      <div className="admin-narrow-table">
        <AdminListTable
          caption={`${webhooks.length} ${webhooks.length === 1 ? 'webhook' : 'webhooks'}`}
          label="Webhooks"
          columns={COLUMNS}
          rows={webhooks}
          rowKey={(webhook) => webhook.id}
          renderRow={(webhook) => <WebhookRow webhook={webhook} onDone={onDone} />}
        />
      </div>
    </>
  );
}
