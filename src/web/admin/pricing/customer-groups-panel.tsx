// Customer groups (issue #27 Part 3): a price list given to a group is every one of its accounts'. The
// groups with their accounts; a form to add one, and one to change a group's name and accounts (the group
// being edited is in the address, ?edit=<id>, so Back and a link keep it).
import { Link } from 'react-router';
import type { CustomerGroupJson } from '../../../shared/schemas/admin-pricing.ts';
import { browserAdminClient } from '../admin-api.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { FormAlert } from '../form-alert.tsx';
import { useSentForm } from '../integration/use-panel-actions.ts';
import { pricingApi } from './pricing-api.ts';
import { CODES_HINT, InputField, TextAreaField } from './pricing-fields.tsx';
import { codesFromText, messagesFor, otherMessages } from './pricing-values.ts';

const ACCOUNTS_HINT = `${CODES_HINT} An account is in one group at most: naming it here takes it out of its old group.`;
const text = (fields: FormData, name: string) => String(fields.get(name) ?? '').trim();

export function AddGroupForm({ onDone }: { onDone: (message: string) => void }) {
  const { errors, isSending, onSubmit } = useSentForm(async (fields) => {
    const made = await pricingApi(browserAdminClient()).groups.create({ code: text(fields, 'code'), name: text(fields, 'name'), account_numbers: codesFromText(text(fields, 'account_numbers')) });
    onDone(`The group ${made.data.code} is added.`);
  });
  return (
    <form className="admin-form admin-panel" onSubmit={onSubmit} aria-labelledby="add-group-heading" noValidate>
      <h2 id="add-group-heading" className="admin-form-title">
        Add a customer group
      </h2>
      <InputField id="new-group-code" name="code" label="Code" required maxLength={40} size={14} error={errors.code} hint="As the ERP knows it; it cannot change." />
      <InputField id="new-group-name" name="name" label="Name" required maxLength={120} size={28} error={errors.name} />
      <TextAreaField id="new-group-accounts" name="account_numbers" label="Account numbers" rows={3} hint={ACCOUNTS_HINT} error={messagesFor(errors, 'account_numbers')} />
      <button type="submit" className="button button-primary" disabled={isSending}>
        Add the group
      </button>
      <FormAlert message={otherMessages(errors, ['code', 'name', 'account_numbers'])} />
    </form>
  );
}

export function EditGroupForm({ group, onDone }: { group: CustomerGroupJson; onDone: (message: string) => void }) {
  const { errors, isSending, onSubmit } = useSentForm(async (fields) => {
    await pricingApi(browserAdminClient()).groups.update(group.id, { name: text(fields, 'name'), account_numbers: codesFromText(text(fields, 'account_numbers')) });
    onDone(`The group ${group.code} is saved.`);
  });
  return (
    <form className="admin-form admin-panel" onSubmit={onSubmit} aria-labelledby="edit-group-heading" noValidate>
      <h2 id="edit-group-heading" className="admin-form-title">
        Change the group {group.code}
      </h2>
      <InputField id="edit-group-name" name="name" label="Name" required maxLength={120} size={28} defaultValue={group.name} error={errors.name} />
      <TextAreaField id="edit-group-accounts" name="account_numbers" label="Account numbers" rows={4} defaultValue={group.account_numbers.join('\n')} hint={ACCOUNTS_HINT} error={messagesFor(errors, 'account_numbers')} />
      <span className="pricing-actions">
        <button type="submit" className="button button-primary" disabled={isSending}>
          Save the group
        </button>
        <Link to="/admin/customer-groups">Close</Link>
      </span>
      <FormAlert message={otherMessages(errors, ['name', 'account_numbers'])} />
    </form>
  );
}

const COLUMNS: ListColumn<CustomerGroupJson>[] = [
  { heading: 'Code', cell: (group) => group.code },
  { heading: 'Name', cell: (group) => group.name },
  { heading: 'Accounts', cell: (group) => (group.account_numbers.length === 0 ? <span className="admin-muted">None</span> : <span className="admin-break">{group.account_numbers.join(', ')}</span>) },
  {
    heading: 'Actions',
    cell: (group) => (
      <Link to={`/admin/customer-groups?edit=${group.id}`}>
        Change<span className="visually-hidden"> the group {group.code}</span>
      </Link>
    ),
  },
];

export function GroupTable({ groups }: { groups: CustomerGroupJson[] }) {
  return <AdminListTable caption={`${groups.length} customer ${groups.length === 1 ? 'group' : 'groups'}`} label="Customer groups" columns={COLUMNS} rows={groups} rowKey={(group) => group.id} />;
}
