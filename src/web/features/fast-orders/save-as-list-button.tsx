// 'Save as list' (issue #9): the cart's lines (is_from_cart) or a past order's (from_order_id) become a
// new fast-order list, titled in a small popup (POST /api/fast-orders); afterwards a link to the list.
import { useState } from 'react';
import { Link } from 'react-router';
import { FAST_ORDER_TITLE_MAX_LENGTH } from '../../../shared/limits.ts';
import type { FastOrderListJson } from '../../../shared/schemas/fast-orders.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { DialogFooter, FastOrderDialog, fieldErrors } from './fast-order-dialog.tsx';
import { fastOrdersApi } from './fast-orders-api.ts';

type Source = { is_from_cart: true } | { from_order_id: number };

export function SaveAsListButton({ source, className = 'button button-secondary' }: { source: Source; className?: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        Save as list
      </button>
      <FastOrderDialog isOpen={isOpen} onClose={() => setOpen(false)} title="Save as list">
        <SaveAsListForm source={source} onDone={() => setOpen(false)} />
      </FastOrderDialog>
    </>
  );
}

function SaveAsListForm({ source, onDone }: { source: Source; onDone(): void }) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [saved, setSaved] = useState<FastOrderListJson | null>(null);

  async function save() {
    setBusy(true);
    setFailure('');
    try {
      const answer = await fastOrdersApi(createBrowserApiClient()).create({ title, ...source });
      setSaved(answer.data);
    } catch (caught) {
      const fields = caught instanceof ApiRequestError && caught.status === 422 ? caught.body.errors : undefined;
      const titleError = fieldErrors(fields).title;
      setError(titleError);
      if (!titleError) setFailure(apiErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  if (saved) {
    return (
      <div>
        <p role="status">
          {`Saved as the list '${saved.title}' with ${saved.item_count === 1 ? '1 item' : `${saved.item_count} items`}.`}
        </p>
        <div className="save-as-list__done form-dialog__buttons">
          <button type="button" className="button button-secondary" onClick={onDone}>
            Close
          </button>
          <Link to={`/fast-orders/${saved.id}`} className="button button-primary">
            View the list
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBusy) void save();
      }}
    >
      <p>
        {'is_from_cart' in source
          ? "The cart's products and quantities become a new fast-order list."
          : "This order's products and quantities become a new fast-order list."}
      </p>
      <TextField
        label="List Title"
        name="title"
        value={title}
        required
        maxLength={FAST_ORDER_TITLE_MAX_LENGTH}
        autoComplete="off"
        error={error}
        onChange={(event) => setTitle(event.currentTarget.value)}
      />
      <DialogFooter failure={failure} isBusy={isBusy || title.trim() === ''} onCancel={onDone} submitLabel="Save" />
    </form>
  );
}
