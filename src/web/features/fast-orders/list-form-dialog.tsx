// spec §2 popups 'Create a List' (List Title, Reference Address; Cancel, Create) and the update popup
// (same fields; Cancel, Update). A 422's field errors show beside the fields; the page reloads its
// list when the popup closes (the caller's onClose).
import { useState } from 'react';
import { FAST_ORDER_REFERENCE_MAX_LENGTH, FAST_ORDER_TITLE_MAX_LENGTH } from '../../../shared/limits.ts';
import type { FastOrderListJson } from '../../../shared/schemas/fast-orders.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { DialogFooter, FastOrderDialog, fieldErrors } from './fast-order-dialog.tsx';
import { fastOrdersApi } from './fast-orders-api.ts';

type Props = { isOpen: boolean; onClose(): void; list: FastOrderListJson | null };

export function ListFormDialog({ isOpen, onClose, list }: Props) {
  return (
    <FastOrderDialog isOpen={isOpen} onClose={onClose} title={list ? 'Update List' : 'Create a List'}>
      <ListForm list={list} onDone={onClose} />
    </FastOrderDialog>
  );
}

function ListForm({ list, onDone }: { list: FastOrderListJson | null; onDone(): void }) {
  const [title, setTitle] = useState(list?.title ?? '');
  const [reference, setReference] = useState(list?.reference_address ?? '');
  const [errors, setErrors] = useState<ReturnType<typeof fieldErrors>>({});
  const [failure, setFailure] = useState('');
  const [isBusy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    setFailure('');
    const api = fastOrdersApi(createBrowserApiClient());
    const body = { title, reference_address: reference };
    try {
      await (list ? api.update(list.id, body) : api.create(body));
      onDone();
    } catch (error) {
      const fields = error instanceof ApiRequestError && error.status === 422 ? fieldErrors(error.body.errors) : {};
      setErrors(fields);
      if (!fields.title && !fields.reference_address) setFailure(apiErrorMessage(error));
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBusy) void save();
      }}
    >
      <TextField
        label="List Title"
        name="title"
        value={title}
        required
        maxLength={FAST_ORDER_TITLE_MAX_LENGTH}
        autoComplete="off"
        error={errors.title}
        onChange={(event) => setTitle(event.currentTarget.value)}
      />
      <TextField
        label="Reference Address"
        name="reference_address"
        value={reference}
        maxLength={FAST_ORDER_REFERENCE_MAX_LENGTH}
        autoComplete="off"
        error={errors.reference_address}
        onChange={(event) => setReference(event.currentTarget.value)}
      />
      {/* Issue #16 item 14: a list needs a title, so without one the button is disabled, as in every other form. */}
      <DialogFooter failure={failure} isBusy={isBusy || title.trim() === ''} onCancel={onDone} submitLabel={list ? 'Update' : 'Create'} />
    </form>
  );
}
