// spec §2 picker popup 'add to fast order' (product page and variant matrix): a searchable list of the
// account's lists, several can be ticked, 'or create new list' opens /fast-orders#newlist in a new tab,
// and the submit calls POST /api/fast-order/add-products. spec §7: success shows the server's message,
// a missing one 'Sorry, something has gone wrong.'.
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FAST_ORDER_MESSAGES } from '../../../shared/fast-order-messages.ts';
import type { FastOrderListJson } from '../../../shared/schemas/fast-orders.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { DialogFooter, FastOrderDialog } from './fast-order-dialog.tsx';
import { fastOrdersApi, type AddProductsBody } from './fast-orders-api.ts';
import { LIST_SORT_OPTIONS } from './fast-order-params.ts';

/** What the button adds, built when it is pressed: the lists' body, or a message when nothing can be added yet. */
export type PickerRequest = { ok: true; body(lists: number[]): AddProductsBody } | { ok: false; message: string };

type Props = { prepare(): PickerRequest; className?: string };

/** 'Add to Fast Order': checks what would be added (prepare), then opens the picker. */
export function AddToFastOrderButton({ prepare, className = 'button button-secondary' }: Props) {
  const { showPopup } = useAppState();
  const [request, setRequest] = useState<Extract<PickerRequest, { ok: true }> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setRequest(null);
    buttonRef.current?.focus();
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        onClick={() => {
          const prepared = prepare();
          if (prepared.ok) setRequest(prepared);
          else showPopup(`<p>${escapeHtml(prepared.message)}</p>`);
        }}
      >
        Add to Fast Order
      </button>
      {/* In <body>, not inside the product's own form: a form may not hold another. */}
      {request
        ? createPortal(
            <FastOrderDialog isOpen onClose={close} title="Add to Fast Order">
              <Picker request={request} onDone={close} />
            </FastOrderDialog>,
            document.body,
          )
        : null}
    </>
  );
}

function Picker({ request, onDone }: { request: Extract<PickerRequest, { ok: true }>; onDone(): void }) {
  const { setLoading, showPopup } = useAppState();
  const [lists, setLists] = useState<FastOrderListJson[] | null>(null);
  const [loadFailure, setLoadFailure] = useState('');
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState('');
  const [isBusy, setBusy] = useState(false);
  const searchId = useId();

  // The lists load when the picker opens, and again when the buyer comes back from the new tab that
  // 'or create new list' opened, so a list made there can be ticked at once.
  useEffect(() => {
    let isCurrent = true;
    const load = () =>
      fastOrdersApi(createBrowserApiClient())
        .lists(LIST_SORT_OPTIONS[0].query)
        .then(
          (answer) => {
            if (!isCurrent) return;
            setLists(answer.data.data);
            setLoadFailure('');
          },
          (error: unknown) => isCurrent && setLoadFailure(apiErrorMessage(error)),
        );
    void load();
    window.addEventListener('focus', load);
    return () => {
      isCurrent = false;
      window.removeEventListener('focus', load);
    };
  }, []);

  const needle = filter.trim().toLowerCase();
  const shown = (lists ?? []).filter((list) => list.title.toLowerCase().includes(needle));

  async function submit() {
    if (chosen.size === 0) return setFailure('Choose at least one list.');
    setBusy(true);
    setLoading(true);
    setFailure('');
    try {
      const answer = await fastOrdersApi(createBrowserApiClient()).addProducts(request.body([...chosen]));
      onDone();
      // spec §7: the server's message; none at all is 'Sorry, something has gone wrong.'
      showPopup(`<p>${escapeHtml(answer.message || FAST_ORDER_MESSAGES.somethingWrong)}</p>`);
    } catch (error) {
      setFailure(apiErrorMessage(error));
      setBusy(false);
    } finally {
      setLoading(false);
    }
  }

  return (
    <form
      className="fast-order-picker"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // React passes events up through a portal: the product's form must not see this submit.
        event.stopPropagation();
        if (!isBusy) void submit();
      }}
    >
      <div className="field">
        <label htmlFor={searchId}>Search Lists</label>
        <input
          id={searchId}
          type="search"
          value={filter}
          autoComplete="off"
          onChange={(event) => setFilter(event.currentTarget.value)}
          // Enter in the search box narrows the lists; it does not add to them.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </div>
      <fieldset className="fast-order-picker__fieldset">
        <legend>
          Your lists{' '}
          {lists && chosen.size > 0 ? <span className="fast-order-picker__count">({chosen.size} chosen)</span> : null}
        </legend>
        {loadFailure ? (
          <p className="notice notice-error" role="alert">
            {loadFailure}
          </p>
        ) : lists === null ? (
          <p role="status">Loading your lists…</p>
        ) : shown.length === 0 ? (
          <p role="status">{lists.length === 0 ? 'You have no fast order lists yet.' : 'No lists match your search.'}</p>
        ) : (
          <ul className="fast-order-picker__lists">
            {shown.map((list) => (
              <li key={list.id}>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={chosen.has(list.id)}
                    onChange={(event) => {
                      const isChecked = event.currentTarget.checked;
                      setChosen((current) => {
                        const next = new Set(current);
                        if (isChecked) next.add(list.id);
                        else next.delete(list.id);
                        return next;
                      });
                    }}
                  />
                  <span>
                    {list.title} <span className="fast-order-picker__count">({list.item_count === 1 ? '1 item' : `${list.item_count} items`})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <a className="fast-order-picker__new" href="/fast-orders#newlist" target="_blank" rel="noopener">
        or create new list<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      {/* Issue #16 item 14: like every other form, nothing to send (no list chosen) is a disabled button. */}
      <DialogFooter failure={failure} isBusy={isBusy || chosen.size === 0} onCancel={onDone} submitLabel="Add to lists" />
    </form>
  );
}
