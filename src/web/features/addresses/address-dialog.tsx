// spec §2 My Account popups: 'Add new address' and 'Edit {type} Address' (Address Line 1, Address Line 2,
// Suburb, City, Post Code; Update and Cancel; submit disabled while a required field is empty). For an
// address synced from the merchant's system the same popup sends a change request ('Request Edit').
// Its fields are mounted only while open, so Cancel restores the original values.
import { useState } from 'react';
import type { AddressJson } from '../../../shared/schemas/addresses.ts';
import { FormDialog, FormDialogFooter } from '../../components/ui/form-dialog.tsx';
import { postCodeProblem } from '../../../shared/address-rules.ts';
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

/** The server's post code rule, in its words (issue #16 item 3); '' while empty (then Update is simply disabled). */
export function addressPostCodeProblem(values: UserAddressFields): string {
  return values.post_code.trim() === '' ? '' : postCodeProblem('post code', values.post_code);
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
  // A post code that breaks the rule shows its message once left, or at once when it was not typed here (a saved one).
  const [postCodeState, setPostCodeState] = useState<'saved' | 'typing' | 'left'>('saved');
  const postCodeError = addressPostCodeProblem(values);
  const isReady = isAddressComplete(values) && postCodeError === '';
  const errorOf = (name: keyof UserAddressFields): string | undefined => {
    if (errors[name]) return errors[name];
    if (name === 'line_1') return errors.id;
    if (name === 'post_code' && postCodeState !== 'typing') return postCodeError || undefined;
    return undefined;
  };

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
        if (!isBusy && isReady) void save();
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
          error={errorOf(field.name)}
          onBlur={field.name === 'post_code' ? () => setPostCodeState('left') : undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (field.name === 'post_code' && postCodeState === 'saved') setPostCodeState('typing');
            setValues((current) => ({ ...current, [field.name]: value }));
          }}
        />
      ))}
      <FormDialogFooter failure={failure} isBusy={isBusy || !isReady} onCancel={onCancel} submitLabel={mode.kind === 'request' ? 'Send Request' : mode.kind === 'add' ? 'Add Address' : 'Update'} />
    </form>
  );
}
