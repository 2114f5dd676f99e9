// spec §2 summary: 'Summary of all Residents', or 'Summary for above Residents' when the Location filter
// chooses residents; the period (1–4 weeks), the table, the total, 'Add Items to Cart' (the shortfall in
// whole packets; disabled at a total of 0) and 'Print Report' (the print view, resident 0).
import { useId, useState } from 'react';
import { RESIDENT_MESSAGES } from '../../../shared/resident-messages.ts';
import type { UsageLineJson } from '../../../shared/schemas/residents.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { failureText } from './resident-failures.ts';
import { locationText, summaryHeading, summaryPrintHref, USAGE_PERIOD_OPTIONS, usageDaysFrom } from './resident-params.ts';
import { residentsApi } from './residents-api.ts';
import { UsageTable } from './usage-table.tsx';
import { useUsageSummary } from './use-usage-summary.ts';
import { useCanOrder } from '../../lib/root-data.ts';

const popupText = (text: string) => `<p>${escapeHtml(text)}</p>`;
const SOMETHING_WRONG = 'Sorry, something has gone wrong.';

/** `listed`: the list as last loaded (a reload fetches the summary again); `version` moves on with each save. */
type Props = { location: string; version: number; listed: unknown };

export function UsageSummary({ location, version, listed }: Props) {
  const canOrder = useCanOrder();
  const { setCart, setLoading, showPopup } = useAppState();
  const headingId = useId();
  const usage = useUsageSummary(location, version, listed);
  const { summary } = usage;
  const [status, setStatus] = useState('');
  const [isAdding, setAdding] = useState(false);

  async function saveStock(line: UsageLineJson, onHand: number): Promise<boolean> {
    setStatus('');
    try {
      await residentsApi(createBrowserApiClient()).setStock(line.product.id, onHand);
      await usage.reload();
      setStatus(`${RESIDENT_MESSAGES.stockSaved} ${line.product.title}: ${onHand}.`);
      return true;
    } catch (error) {
      showPopup(popupText(failureText(error, SOMETHING_WRONG)));
      return false;
    }
  }

  async function addToCart() {
    setAdding(true);
    setLoading(true);
    try {
      const answer = await residentsApi(createBrowserApiClient()).addShortfallToCart({ days: usage.days, location });
      setCart(answer);
      showPopup(popupText(answer.message));
    } catch (error) {
      showPopup(popupText(failureText(error, SOMETHING_WRONG)));
    } finally {
      setLoading(false);
      setAdding(false);
    }
  }

  return (
    <section className="card usage-summary" aria-labelledby={headingId}>
      <div className="usage-summary__head">
        <div>
          <h2 id={headingId}>{summaryHeading(location)}</h2>
          <p className="usage-summary__scope">{`${locationText(location)} · whole packets, less the stock on hand`}</p>
        </div>
        <div className="field usage-summary__period">
          <label htmlFor={`${headingId}-days`}>Period</label>
          <select id={`${headingId}-days`} value={usage.days} onChange={(event) => usage.setDays(usageDaysFrom(event.currentTarget.value))}>
            {USAGE_PERIOD_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {usage.failure ? (
        <p className="notice notice-error" role="alert">
          {usage.failure}
        </p>
      ) : null}
      {!summary ? (
        usage.failure ? null : (
          <p className="usage-summary__empty" role="status">
            Loading the summary…
          </p>
        )
      ) : summary.data.length === 0 ? (
        <p className="usage-summary__empty">No saved products for these residents yet: schedule products for a resident and save them to see what they use.</p>
      ) : (
        <UsageTable summary={summary} isLoading={usage.isLoading} saveStock={saveStock} />
      )}
      <p className="usage-summary__status" role="status">
        {status}
      </p>
      <div className="usage-summary__actions">
        {canOrder ? (
          <button type="button" className="button button-primary" disabled={!summary || summary.total <= 0 || isAdding} onClick={() => void addToCart()}>
            Add Items to Cart
          </button>
        ) : null}
        <a className="button button-secondary" href={summaryPrintHref(usage.days, location)} target="_blank" rel="noopener">
          Print Report<span className="visually-hidden"> of the summary (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
