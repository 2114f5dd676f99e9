// The account's order times (issue #10): rename, add, move up or down, remove. Removing one that has
// products scheduled asks first, with the server's question (how many products, at which time).
import { useState } from 'react';
import type { OrderTimeJson } from '../../../shared/schemas/residents.ts';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { planningApi } from './planning-api.ts';

export function OrderTimesEditor({ initial }: { initial: OrderTimeJson[] }) {
  const [times, setTimes] = useState(initial);
  const [newTitle, setNewTitle] = useState('');
  const [isBusy, setBusy] = useState(false);
  const { showPopup } = useAppState();
  const api = () => planningApi(createBrowserApiClient());

  async function change(work: () => Promise<{ data: OrderTimeJson[] }>): Promise<boolean> {
    setBusy(true);
    try {
      setTimes((await work()).data);
      return true;
    } catch (error) {
      showPopup(`<p>${escapeHtml(apiErrorMessage(error))}</p>`);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function remove(time: OrderTimeJson) {
    setBusy(true);
    try {
      setTimes((await api().removeOrderTime(time.id, false)).data);
    } catch (error) {
      const question = error instanceof ApiRequestError ? error.body.errors?.confirm : undefined;
      if (question && window.confirm(question)) await change(() => api().removeOrderTime(time.id, true));
      else if (!question) showPopup(`<p>${escapeHtml(apiErrorMessage(error))}</p>`);
    } finally {
      setBusy(false);
    }
  }

  function move(index: number, by: -1 | 1) {
    const ids = times.map((time) => time.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void change(() => api().reorderOrderTimes(ids));
  }

  return (
    <section className="card planning-section" aria-labelledby="order-times-title">
      <h2 id="order-times-title">Order times</h2>
      <p>The times of day each resident&apos;s products are planned for, in the order the tracker shows them.</p>
      <ol className="order-times">
        {times.map((time, index) => (
          <li key={`${time.id}:${time.title}`} className="order-times__item">
            <form
              className="order-times__rename"
              onSubmit={(event) => {
                event.preventDefault();
                const title = String(new FormData(event.currentTarget).get('title') ?? '');
                void change(() => api().renameOrderTime(time.id, title));
              }}
            >
              <label className="visually-hidden" htmlFor={`order-time-${time.id}`}>
                Title of order time {index + 1}
              </label>
              <input id={`order-time-${time.id}`} name="title" defaultValue={time.title} maxLength={60} required />
              <button type="submit" className="button button-secondary" disabled={isBusy}>
                Rename
              </button>
            </form>
            <span className="order-times__count">{time.line_count === 1 ? '1 product' : `${time.line_count} products`}</span>
            <span className="order-times__actions">
              <button type="button" className="button button-secondary" disabled={isBusy || index === 0} onClick={() => move(index, -1)} aria-label={`Move ${time.title} up`}>
                Up
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={isBusy || index === times.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`Move ${time.title} down`}
              >
                Down
              </button>
              <button type="button" className="button button-secondary" disabled={isBusy} onClick={() => void remove(time)} aria-label={`Remove ${time.title}`}>
                Remove
              </button>
            </span>
          </li>
        ))}
      </ol>
      <form
        className="planning-form"
        onSubmit={(event) => {
          event.preventDefault();
          void change(() => api().addOrderTime(newTitle)).then((added) => added && setNewTitle(''));
        }}
      >
        <div className="field">
          <label htmlFor="new-order-time">New order time</label>
          <input id="new-order-time" value={newTitle} maxLength={60} required onChange={(event) => setNewTitle(event.currentTarget.value)} />
        </div>
        <div className="planning-form__actions">
          <button type="submit" className="button button-primary" disabled={isBusy}>
            Add Order Time
          </button>
        </div>
      </form>
    </section>
  );
}
