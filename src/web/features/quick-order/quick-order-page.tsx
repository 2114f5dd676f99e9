// Quick order's page body (issue #9): the form, one match call, the preview fixed in place, then one
// multi-store call to the cart or a new fast-order list (POST /api/fast-orders, then add-products).
// A match belongs to the input it was made from (issue #16 item 1): once the input changes, the old
// preview and its buttons go, so what is added is always exactly what the table shows.
import { useState } from 'react';
import { Link } from 'react-router';
import type { QuickOrderLineJson, QuickOrderSuggestionJson } from '../../../shared/schemas/quick-order.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { fastOrdersApi } from '../fast-orders/fast-orders-api.ts';
import { mergeSameProduct, readyItems, withQty, type PreviewRow } from './preview-rows.ts';
import { PreviewTable } from './preview-table.tsx';
import { quickOrderApi } from './quick-order-api.ts';
import { QuickOrderForm } from './quick-order-form.tsx';
import { lineLabel, useQuickOrderInput, type SourcedLine } from './use-quick-order-input.ts';

type Notice = { kind: 'success' | 'error'; text: string; link?: { to: string; label: string } };
/** The preview, and the input (its key) that it was matched from. */
type Matched = { inputKey: string; rows: PreviewRow[] };

function toRow(line: SourcedLine, answer: QuickOrderLineJson): PreviewRow {
  return { key: `${line.source}-${line.line}`, labels: [lineLabel(line)], answer, qty: answer.qty === null ? String(line.qty) : String(answer.qty) };
}

export function QuickOrderPage() {
  const { setCart } = useAppState();
  const input = useQuickOrderInput();
  const [matched, setMatched] = useState<Matched | null>(null);
  const rows = matched?.inputKey === input.key ? matched.rows : null;
  const isStale = matched !== null && rows === null;
  const [isBusy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [listTitle, setListTitle] = useState('');
  const items = rows ? readyItems(rows) : [];

  async function run(work: () => Promise<void>) {
    if (isBusy) return;
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setNotice({ kind: 'error', text: apiErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  /** Edits the preview in place, as long as it is still the current input's. */
  const setRows = (change: (current: PreviewRow[]) => PreviewRow[]) =>
    setMatched((current) => (current && current.inputKey === input.key ? { ...current, rows: change(current.rows) } : current));

  const match = (lines: SourcedLine[]) => {
    // The key of the lines sent: an answer that comes back after the input changed is stale on arrival.
    const inputKey = input.key;
    return run(async () => {
      const answer = await quickOrderApi(createBrowserApiClient()).match(lines.map(({ line, query, qty }) => ({ line, query, qty })));
      setMatched({ inputKey, rows: mergeSameProduct(lines.map((line, index) => toRow(line, answer.data.lines[index]!))) });
    });
  };

  const actions = {
    setQty: (key: string, qty: string) => setRows((current) => current.map((row) => (row.key === key ? withQty(row, qty) : row))),
    remove: (key: string) => setRows((current) => current.filter((row) => row.key !== key)),
    // The chosen SKU is matched again, alone: the answer has its product, price and any further choice.
    choose: (key: string, suggestion: QuickOrderSuggestionJson) =>
      run(async () => {
        const row = rows?.find((entry) => entry.key === key);
        if (!row) return;
        const answer = await quickOrderApi(createBrowserApiClient()).match([{ line: row.answer.line, query: suggestion.sku, qty: row.qty }]);
        const fixed = answer.data.lines[0];
        if (!fixed) return;
        setRows((current) => mergeSameProduct(current.map((entry) => (entry.key === key ? { ...entry, answer: fixed, qty: row.qty } : entry))));
      }),
  };

  const addToCart = () =>
    run(async () => {
      const cart = await fastOrdersApi(createBrowserApiClient()).addAllToCart(items);
      setCart(cart);
      setNotice({ kind: 'success', text: `${items.length} ${items.length === 1 ? 'line was' : 'lines were'} added to your cart.`, link: { to: '/cart', label: 'View cart' } });
    });

  const saveAsList = () =>
    run(async () => {
      const api = fastOrdersApi(createBrowserApiClient());
      const created = await api.create({ title: listTitle.trim(), reference_address: '' });
      await api.addProducts({ lists: [created.data.id], items });
      setNotice({ kind: 'success', text: `The list '${created.data.title}' was saved with ${items.length} ${items.length === 1 ? 'product' : 'products'}.`, link: { to: `/fast-orders/${created.data.id}`, label: 'Open the list' } });
      setListTitle('');
    });

  const problemCount = rows ? rows.length - items.length : 0;
  return (
    <>
      <QuickOrderForm input={input} isBusy={isBusy} onMatch={(lines) => void match(lines)} />
      <div aria-live="polite" className="quick-order-notice-area">
        {isBusy && <p>Working…</p>}
        {isStale && !isBusy && <p className="quick-order-notice">Your lines changed after they were matched. Match them again to check them before adding them to your cart.</p>}
        {notice && (
          <p className={`quick-order-notice quick-order-notice--${notice.kind}`}>
            {notice.text} {notice.link && <Link to={notice.link.to}>{notice.link.label}</Link>}
          </p>
        )}
      </div>
      {rows && (
        <section className="quick-order-result" aria-labelledby="quick-order-result-title">
          <h2 id="quick-order-result-title">
            {rows.length} {rows.length === 1 ? 'line' : 'lines'} checked: {rows.length - problemCount} ready
            {problemCount > 0 ? `, ${problemCount} to fix` : ''}
          </h2>
          {rows.length > 0 && <PreviewTable rows={rows} actions={actions} />}
          <div className="quick-order-actions">
            <button type="button" className="button button-primary" aria-disabled={isBusy || items.length === 0 || undefined} onClick={() => items.length > 0 && void addToCart()}>
              Add {items.length} {items.length === 1 ? 'line' : 'lines'} to cart
            </button>
            <form
              className="quick-order-save"
              onSubmit={(event) => {
                event.preventDefault();
                if (items.length > 0 && listTitle.trim() !== '') void saveAsList();
              }}
            >
              <label htmlFor="quick-order-list-title">List title</label>
              <input id="quick-order-list-title" value={listTitle} maxLength={120} onChange={(event) => setListTitle(event.target.value)} required />
              <button type="submit" className="button button-secondary" aria-disabled={isBusy || items.length === 0 || undefined}>
                Save as list
              </button>
            </form>
          </div>
        </section>
      )}
    </>
  );
}
