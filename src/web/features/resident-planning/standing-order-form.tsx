// The standing order (issue #10 part 7): every 1–4 weeks on a weekday, the shortfall of the period is
// put in the cart of whoever sets it or ordered on account for them, with an e-mail each time; and the
// list of its runs.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { StandingOrderAction, StandingOrderResponse } from '../../../shared/schemas/residents.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { planningApi } from './planning-api.ts';
import { StandingOrderRuns } from './standing-order-runs.tsx';
import { formatDay, periodLabel, weekdayName, WEEKDAYS } from './weekdays.ts';

type Props = { standingOrder: StandingOrderResponse; locations: string[] };

export function StandingOrderForm({ standingOrder, locations }: Props) {
  const current = standingOrder.data;
  const [weeks, setWeeks] = useState(current?.weeks ?? 1);
  const [weekday, setWeekday] = useState(current?.weekday ?? 1);
  const [location, setLocation] = useState(current?.location ?? 'all');
  const [action, setAction] = useState<StandingOrderAction>(current?.action ?? 'cart');
  const { delivery } = standingOrder;
  const orderRefusal = !delivery.can_pay_on_account
    ? 'Not available: this account does not pay on account.'
    : delivery.primary_address === null
      ? 'Not available until the account has a delivery address (My Account).'
      : null;
  const [isBusy, setBusy] = useState(false);
  const { showPopup } = useAppState();
  const revalidator = useRevalidator();

  async function act(work: () => Promise<{ message: string }>) {
    setBusy(true);
    try {
      const { message } = await work();
      showPopup(`<p>${escapeHtml(message)}</p>`);
      await revalidator.revalidate();
    } catch (error) {
      showPopup(`<p>${escapeHtml(apiErrorMessage(error))}</p>`);
    } finally {
      setBusy(false);
    }
  }

  const api = () => planningApi(createBrowserApiClient());
  return (
    <section className="card planning-section" aria-labelledby="standing-order-title">
      <h2 id="standing-order-title">Standing order</h2>
      <p>
        On the day you choose, the products your residents will need for the period, less the stock on hand, are worked out in whole packets. They are
        put in your cart for you to check out, or ordered on account straight away; either way you get an e-mail listing them.
      </p>
      {current ? (
        <p className="planning-status" aria-live="polite">
          <strong>{periodLabel(current.weeks)}</strong> on {weekdayName(current.weekday)}s
          {current.location !== 'all' ? ` for ${current.location === 'none' ? 'residents with no location' : current.location}` : ''}. Next:{' '}
          <strong>{formatDay(current.next_run_on)}</strong>,{' '}
          {current.action === 'order'
            ? `ordered on account${current.user ? ` for ${current.user}` : ''}, delivered to ${delivery.primary_address ?? 'the primary address'}.`
            : `into ${current.user ? `${current.user}'s` : 'the'} cart.`}
        </p>
      ) : (
        <p className="planning-status">No standing order is set.</p>
      )}
      <form
        className="planning-form"
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => api().saveStandingOrder({ weeks, weekday, location, action }));
        }}
      >
        <div className="field">
          <label htmlFor="standing-order-weeks">Period</label>
          <select id="standing-order-weeks" value={weeks} onChange={(event) => setWeeks(Number(event.currentTarget.value))}>
            {[1, 2, 3, 4].map((value) => (
              <option key={value} value={value}>
                {periodLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="standing-order-weekday">Day</label>
          <select id="standing-order-weekday" value={weekday} onChange={(event) => setWeekday(Number(event.currentTarget.value))}>
            {WEEKDAYS.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="standing-order-location">Residents</label>
          <select id="standing-order-location" value={location} onChange={(event) => setLocation(event.currentTarget.value)}>
            <option value="all">All locations</option>
            <option value="none">No location</option>
            {locations.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="planning-form__choice">
          <legend>What happens</legend>
          <label>
            <input type="radio" name="standing-order-action" value="cart" checked={action === 'cart'} onChange={() => setAction('cart')} /> Put the
            shortfall in my cart
          </label>
          <label>
            <input
              type="radio"
              name="standing-order-action"
              value="order"
              checked={action === 'order'}
              disabled={orderRefusal !== null && action !== 'order'}
              aria-describedby="standing-order-order-note"
              onChange={() => setAction('order')}
            />{' '}
            Order it on account
          </label>
          <p id="standing-order-order-note" className="planning-note">
            {orderRefusal ?? `Delivered to the primary address: ${delivery.primary_address}.`}
          </p>
        </fieldset>
        <div className="planning-form__actions">
          <button type="submit" className="button button-primary" disabled={isBusy}>
            {current ? 'Update Standing Order' : 'Set Standing Order'}
          </button>
          {current ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={isBusy}
              onClick={() => {
                if (window.confirm('Stop the standing order? Nothing more will be put in your cart or ordered.')) void act(() => api().stopStandingOrder());
              }}
            >
              Stop
            </button>
          ) : null}
        </div>
      </form>
      <p className="planning-note">Runs start from 6 am (New Zealand time) on the chosen day.</p>
      <StandingOrderRuns runs={standingOrder.runs} />
    </section>
  );
}
