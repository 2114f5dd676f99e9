// spec §2 My Account popups: 'Add new address' and 'Edit {type} Address' (Address Line 1, Address Line 2,
// Suburb, City, Post Code; Update and Cancel; submit disabled while a required field is empty). For an
// address synced from the merchant's system the same popup sends a change request ('Request Edit').
// Its fields are mounted only while open, so Cancel restores the original values.
import { useState } from 'react';
import type { AddressJson } from '../../../shared/schemas/addresses.ts';
import { FormDialog, FormDialogFooter } from '../../components/ui/form-dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { userAddressesApi, type UserAddressFields } from './user-addresses-api.ts';

export type AddressDialogMode = { kind: 'add' } | { kind: 'edit'; address: AddressJson } | { kind: 'request'; address: AddressJson };

export const ADDRESS_FAILED_MESSAGE = 'Something went wrong. Please try again.';

const FIELDS: Array<{ name: keyof UserAddressFields; label: string; required: boolean; autoComplete: string }> = [
  { name: 'line_1', label: 'Address Line 1', required: true, autoComplete: 'address-line1' },
  { name: 'line_2', label: 'Address Line 2', required: false, autoComplete: 'address-line2' },
  { name: 'suburb', label: 'Suburb', required: true, autoComplete: 'address-level3' },
  { name: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { name: 'post_code', label: 'Post Code', required: true, autoComplete: 'postal-code' },
];

export function isAddressComplete(values: UserAddressFields): boolean {
  return FIELDS.every((field) => !field.required || values[field.name].trim() !== '');
}

function titleOf(mode: AddressDialogMode): string {
  if (mode.kind === 'add') return 'Add new address';
  const type = mode.address.primary ? 'Primary' : 'Delivery';
  return mode.kind === 'request' ? `Request Edit of ${type} Address` : `Edit ${type} Address`;
}

type Props = { mode: AddressDialogMode | null; onClose(): void; onDone(message: string, redirect?: string): void };

export function AddressDialog({ mode, onClose, onDone }: Props) {
  return (
    <FormDialog isOpen={mode !== null} onClose={onClose} title={mode ? titleOf(mode) : ''}>
      {mode ? <AddressForm mode={mode} onCancel={onClose} onDone={onDone} /> : null}
    </FormDialog>
  );
}

function AddressForm({ mode, onCancel, onDone }: { mode: AddressDialogMode; onCancel(): void; onDone(message: string, redirect?: string): void }) {
  const start = mode.kind === 'add' ? null : mode.address;
  const [values, setValues] = useState<UserAddressFields>({
    line_1: start?.line_1 ?? '',
    line_2: start?.line_2 ?? '',
    suburb: start?.suburb ?? '',
    city: start?.city ?? '',
    post_code: start?.post_code ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [isBusy, setBusy] = useState(false);
  const isComplete = isAddressComplete(values);

  async function save() {
    setBusy(true);
    setErrors({});
    setFailure('');
    const api = userAddressesApi(createBrowserApiClient());
    try {
      if (mode.kind === 'add') onDone((await api.add(values)).message);
      else if (mode.kind === 'edit') onDone((await api.update(mode.address.id, values)).message);
      else {
        const answer = await api.requestChange(mode.address.id, values);
        onDone(answer.message, answer.redirect);
      }
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422 && error.body.errors) setErrors(error.body.errors);
      else setFailure(ADDRESS_FAILED_MESSAGE);
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBusy && isComplete) void save();
      }}
    >
      {mode.kind === 'request' ? (
        <p>This address is kept in step with our own records. Send the change and we will update it; until then it stays as it is.</p>
      ) : null}
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          value={values[field.name]}
          required={field.required}
          autoComplete={field.autoComplete}
          error={errors[field.name] ?? (field.name === 'line_1' ? errors.id : undefined)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((current) => ({ ...current, [field.name]: value }));
          }}
        />
      ))}
      <FormDialogFooter failure={failure} isBusy={isBusy || !isComplete} onCancel={onCancel} submitLabel={mode.kind === 'request' ? 'Send Request' : mode.kind === 'add' ? 'Add Address' : 'Update'} />
    </form>
  );
}
