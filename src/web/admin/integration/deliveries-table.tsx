// A webhook's delivery log (issue #19 Part 3): each event sent, its state, every attempt with the
// receiver's status or the error, and a resend.
import { useState } from 'react';
import type { WebhookDeliveryJson } from '../../../shared/schemas/integration.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { integrationApi } from './integration-api.ts';
import { formatAdminTime } from '../admin-format.ts';
import { NoticeLine } from './notice-line.tsx';
import { useNotice } from './use-panel-actions.ts';
import { EVENT_LABELS } from './webhooks-panel.tsx';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';

const STATUS_LABELS: Record<WebhookDeliveryJson['status'], string> = { pending: 'Retrying', delivered: 'Delivered', failed: 'Failed' };

function DeliveryEvent({ delivery }: { delivery: WebhookDeliveryJson }) {
  return (
    <>
      {EVENT_LABELS[delivery.event]}
      <br />
      <code className="admin-muted">{delivery.event_id}</code>
      <br />
      <span className="admin-muted">{formatAdminTime(delivery.created_at)}</span>
    </>
  );
}

function Attempts({ delivery }: { delivery: WebhookDeliveryJson }) {
  if (delivery.attempts.length === 0) return 'None yet';
  return (
    <ol className="admin-values">
      {delivery.attempts.map((attempt) => (
        <li key={attempt.attempted_at}>
          {formatAdminTime(attempt.attempted_at)}: {attempt.status_code === null ? `no answer (${attempt.error ?? 'unknown'})` : `HTTP ${attempt.status_code}`}, {attempt.duration_ms} ms
        </li>
      ))}
    </ol>
  );
}

export function DeliveriesTable({ webhookId, deliveries }: { webhookId: number; deliveries: WebhookDeliveryJson[] }) {
  const { notice, onDone } = useNotice();
  const [sending, setSending] = useState(0);

  async function resend(delivery: WebhookDeliveryJson) {
    setSending(delivery.id);
    try {
      await integrationApi(browserAdminClient()).webhooks.resend(webhookId, delivery.id);
      onDone(`${EVENT_LABELS[delivery.event]} ${delivery.event_id} is on its way again.`);
    } catch (error) {
      onDone(apiErrorMessage(error), true);
    } finally {
      setSending(0);
    }
  }

  const columns: ListColumn<WebhookDeliveryJson>[] = [
    { heading: 'Event', cell: (delivery) => <DeliveryEvent delivery={delivery} /> },
    { heading: 'Status', cell: (delivery) => STATUS_LABELS[delivery.status] },
    { heading: 'Attempts', cell: (delivery) => <Attempts delivery={delivery} /> },
    {
      heading: 'Resend',
      cell: (delivery) => (
        <button type="button" className="button button-secondary" disabled={sending === delivery.id} onClick={() => void resend(delivery)}>
          Resend<span className="visually-hidden"> {delivery.event_id}</span>
        </button>
      ),
    },
  ];
  return (
    <>
      <NoticeLine notice={notice} />
      <div className="admin-narrow-table">
        <AdminListTable
          caption={deliveries.length === 0 ? 'No deliveries yet' : `The latest ${deliveries.length} ${deliveries.length === 1 ? 'delivery' : 'deliveries'}`}
          label="Deliveries"
          columns={columns}
          rows={deliveries}
          rowKey={(delivery) => `${delivery.id}-${delivery.attempts.length}`}
        />
      </div>
    </>
  );
}
