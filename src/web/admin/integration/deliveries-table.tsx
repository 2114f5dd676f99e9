// A webhook's delivery log (issue #19 Part 3): each event sent, its state, every attempt with the
// receiver's status or the error, and a resend.
import { useState } from 'react';
import type { WebhookDeliveryJson } from '../../../shared/schemas/integration.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminApi } from '../admin-api.ts';
import { formatAdminTime } from '../admin-format.ts';
import { NoticeLine } from './notice-line.tsx';
import { useNotice } from './use-panel-actions.ts';
import { EVENT_LABELS } from './webhooks-panel.tsx';
import { TableScroll } from '../list-parts.tsx';

const STATUS_LABELS: Record<WebhookDeliveryJson['status'], string> = { pending: 'Retrying', delivered: 'Delivered', failed: 'Failed' };

export function DeliveriesTable({ webhookId, deliveries }: { webhookId: number; deliveries: WebhookDeliveryJson[] }) {
  const { notice, onDone } = useNotice();
  const [sending, setSending] = useState(0);

  async function resend(delivery: WebhookDeliveryJson) {
    setSending(delivery.id);
    try {
      await browserAdminApi().webhooks.resend(webhookId, delivery.id);
      onDone(`${EVENT_LABELS[delivery.event]} ${delivery.event_id} is on its way again.`);
    } catch (error) {
      onDone(apiErrorMessage(error), true);
    } finally {
      setSending(0);
    }
  }

  return (
    <>
      <NoticeLine notice={notice} />
      <div className="admin-narrow-table">
        <TableScroll label="Deliveries">
          <table className="admin-table">
            <caption>{deliveries.length === 0 ? 'No deliveries yet' : `The latest ${deliveries.length} ${deliveries.length === 1 ? 'delivery' : 'deliveries'}`}</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Resend</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={`${delivery.id}-${delivery.attempts.length}`}>
                  <td>
                    {EVENT_LABELS[delivery.event]}
                    <br />
                    <code className="admin-muted">{delivery.event_id}</code>
                    <br />
                    <span className="admin-muted">{formatAdminTime(delivery.created_at)}</span>
                  </td>
                  <td>{STATUS_LABELS[delivery.status]}</td>
                  <td>
                    {delivery.attempts.length === 0 ? (
                      'None yet'
                    ) : (
                      <ol className="admin-values">
                        {delivery.attempts.map((attempt) => (
                          <li key={attempt.attempted_at}>
                            {formatAdminTime(attempt.attempted_at)}: {attempt.status_code === null ? `no answer (${attempt.error ?? 'unknown'})` : `HTTP ${attempt.status_code}`}, {attempt.duration_ms} ms
                          </li>
                        ))}
                      </ol>
                    )}
                  </td>
                  <td>
                    <button type="button" className="button button-secondary" disabled={sending === delivery.id} onClick={() => void resend(delivery)}>
                      Resend<span className="visually-hidden"> {delivery.event_id}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </>
  );
}
