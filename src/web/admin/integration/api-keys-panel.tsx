// API keys for the merchant's ERP (issue #19 Part 3): an owner makes one (name and scopes) and sees it
// once with a copy button; the list shows each key's prefix, scopes, last use and a revoke button.
import { useState } from 'react';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../shared/integration-choices.ts';
import type { ApiKeyJson } from '../../../shared/schemas/integration.ts';
import { browserAdminClient } from '../admin-api.ts';
import { integrationApi } from './integration-api.ts';
import { formatAdminTime } from '../admin-format.ts';
import { FormAlert } from '../form-alert.tsx';
import { ChoiceBoxes, listError } from './choice-boxes.tsx';
import { NoticeLine } from './notice-line.tsx';
import { ShownOnce } from './shown-once.tsx';
import { useConfirmedAction, useNotice, useSentForm, type NoticeSink } from './use-panel-actions.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';

const SCOPE_LABELS: Record<ApiKeyScope, string> = { accounts: 'Accounts', catalogue: 'Catalogue', orders: 'Orders', pricing: 'Pricing' };

function MakeKeyForm({ onMade }: { onMade: (key: string) => void }) {
  const { errors, isSending, onSubmit } = useSentForm(async (fields) => {
    const made = await integrationApi(browserAdminClient()).apiKeys.create({ name: String(fields.get('name') ?? '').trim(), scopes: fields.getAll('scopes').map(String) as ApiKeyScope[] });
    onMade(made.data.key);
  });

  return (
    <form className="admin-form admin-panel" onSubmit={onSubmit} aria-labelledby="make-key-heading" noValidate>
      <h2 id="make-key-heading" className="visually-hidden">
        Make an API key
      </h2>
      <div className="admin-field">
        <label htmlFor="api-key-name">Name</label>
        <input id="api-key-name" name="name" required maxLength={100} autoComplete="off" aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? 'api-key-name-error' : undefined} />
        {errors.name ? (
          <span id="api-key-name-error" className="admin-error">
            {errors.name}
          </span>
        ) : null}
      </div>
      <ChoiceBoxes name="scopes" legend="Scopes" choices={API_KEY_SCOPES.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope] }))} error={listError(errors, 'scopes')} />
      <button type="submit" className="button button-primary" disabled={isSending}>
        Make key
      </button>
      <FormAlert message={errors._} />
    </form>
  );
}

function KeyRow({ apiKey, onDone }: { apiKey: ApiKeyJson; onDone: NoticeSink }) {
  const { isSending, run } = useConfirmedAction(onDone);
  const revoke = () =>
    run(`Revoke the key '${apiKey.name}'? Anything using it stops working at once.`, () => integrationApi(browserAdminClient()).apiKeys.revoke(apiKey.id), `The key '${apiKey.name}' is revoked.`);
  return (
    <tr>
      <td>
        {apiKey.name}
        <br />
        <code className="admin-muted">{apiKey.prefix}…</code>
      </td>
      <td>{apiKey.scopes.map((scope) => SCOPE_LABELS[scope]).join(', ')}</td>
      <td>
        {apiKey.last_used_at ? formatAdminTime(apiKey.last_used_at) : 'Never'}
        <br />
        <span className="admin-muted">made {formatAdminTime(apiKey.created_at)}</span>
      </td>
      <td>
        {apiKey.revoked_at ? (
          `Revoked ${formatAdminTime(apiKey.revoked_at)}`
        ) : (
          <button type="button" className="button button-secondary" disabled={isSending} onClick={revoke}>
            Revoke<span className="visually-hidden"> {apiKey.name}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

const COLUMNS: ListColumn<ApiKeyJson>[] = ['Name and key', 'Scopes', 'Last used', 'Revoke'].map((heading) => ({ heading }));

export function ApiKeysPanel({ keys }: { keys: ApiKeyJson[] }) {
  const [madeKey, setMadeKey] = useState('');
  const { notice, onDone, revalidate } = useNotice();
  return (
    <>
      <MakeKeyForm
        onMade={(key) => {
          setMadeKey(key);
          revalidate();
        }}
      />
      {madeKey ? <ShownOnce label="New API key" value={madeKey} note="Copy the key now and keep it in the ERP's settings: it is not shown again. Send it as Authorization: Bearer <key>." /> : null}
      <NoticeLine notice={notice} />
      <div className="admin-narrow-table">
        <AdminListTable
          caption={`${keys.length} API ${keys.length === 1 ? 'key' : 'keys'}`}
          label="API keys"
          columns={COLUMNS}
          rows={keys}
          rowKey={(apiKey) => `${apiKey.id}-${apiKey.revoked_at ?? ''}`}
          renderRow={(apiKey) => <KeyRow apiKey={apiKey} onDone={onDone} />}
        />
      </div>
    </>
  );
}
