// spec §2 My Account 'Delivery Addresses': the account's addresses, primary first, 12 a page. A manager
// adds, edits, makes primary and deletes ('Press OK if you want to delete this address'); a synced
// address reads 'Request Edit' and has no Delete. Others see the list only (the server refuses them too).
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { AddressJson } from '../../../shared/schemas/addresses.ts';
import { PaginationNav } from '../../components/ui/pagination-nav.tsx';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { AddressDialog, ADDRESS_FAILED_MESSAGE, type AddressDialogMode } from './address-dialog.tsx';
import { userAddressesApi, type AddressPage } from './user-addresses-api.ts';

export const DELETE_ADDRESS_PROMPT = 'Press OK if you want to delete this address';
export const CHANGE_REQUESTED_MESSAGE = 'Your request to change the address has been sent. We will update it shortly; until then it stays as it is.';

type Props = { addresses: AddressPage; canChange: boolean; hrefForPage(page: number): string };

function oneLine(address: AddressJson): string {
  return [address.line_1, address.line_2, address.suburb, address.city, address.post_code].filter(Boolean).join(', ');
}

export function DeliveryAddresses({ addresses, canChange, hrefForPage }: Props) {
  const [dialog, setDialog] = useState<AddressDialogMode | null>(null);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const revalidator = useRevalidator();
  const navigate = useNavigate();

  async function act(work: () => Promise<{ message: string }>) {
    setFailure('');
    setMessage('');
    try {
      setMessage((await work()).message);
      await revalidator.revalidate();
    } catch (error) {
      const refusal = error instanceof ApiRequestError ? (error.body as { data?: { message?: string } }).data?.message : undefined;
      setFailure(refusal ?? (error instanceof ApiRequestError && error.status === 403 ? error.body.message : ADDRESS_FAILED_MESSAGE));
    }
  }

  return (
    <section className="account-box delivery-addresses" id="delivery-addresses" aria-labelledby="delivery-addresses-title">
      <div className="delivery-addresses__head">
        <h2 id="delivery-addresses-title">Delivery Addresses</h2>
        {canChange ? (
          <button type="button" className="button button-primary" onClick={() => setDialog({ kind: 'add' })}>
            Add an Address
          </button>
        ) : null}
      </div>
      {message ? (
        <p className="notice notice-success" role="status">
          {message}
        </p>
      ) : null}
      {failure ? (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      ) : null}
      {addresses.data.length === 0 ? <p>No delivery addresses yet.</p> : null}
      <ul className="delivery-addresses__list">
        {addresses.data.map((address) => {
          const isSynced = address.integration_code !== null;
          const label = oneLine(address);
          return (
            <li key={address.id} className="delivery-addresses__item">
              <p className="delivery-addresses__text">
                {label}
                {address.primary ? <span className="delivery-addresses__badge"> Primary</span> : null}
              </p>
              {canChange ? (
                <div className="delivery-addresses__actions">
                  {!address.primary ? (
                    <button type="button" className="link-button" aria-label={`Set ${label} as primary`} onClick={() => void act(() => userAddressesApi(createBrowserApiClient()).setPrimary(address.id))}>
                      Set as primary
                    </button>
                  ) : null}
                  <button type="button" className="link-button" aria-label={`${isSynced ? 'Request Edit' : 'Edit'} ${label}`} onClick={() => setDialog({ kind: isSynced ? 'request' : 'edit', address })}>
                    {isSynced ? 'Request Edit' : 'Edit'}
                  </button>
                  {!isSynced ? (
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`Delete ${label}`}
                      onClick={() => {
                        if (window.confirm(DELETE_ADDRESS_PROMPT)) void act(() => userAddressesApi(createBrowserApiClient()).remove(address.id));
                      }}
                    >
                      Delete
                    </button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {addresses.meta.last_page > 1 ? <PaginationNav meta={addresses.meta} hrefFor={hrefForPage} /> : null}
      <AddressDialog
        mode={dialog}
        onClose={() => setDialog(null)}
        onDone={(text, redirect) => {
          setDialog(null);
          if (redirect) {
            void navigate(redirect);
            return;
          }
          setFailure('');
          setMessage(text);
          void revalidator.revalidate();
        }}
      />
    </section>
  );
}
