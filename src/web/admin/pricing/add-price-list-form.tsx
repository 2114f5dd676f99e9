// Adding a price list (issue #27 Part 3): its code, name, dates and active flag; it starts empty, and the
// new list's page opens for its entries, rules and assignments.
import { useNavigate } from 'react-router';
import { browserAdminClient } from '../admin-api.ts';
import { FormAlert } from '../form-alert.tsx';
import { useSentForm } from '../integration/use-panel-actions.ts';
import { pricingApi } from './pricing-api.ts';
import { InputField } from './pricing-fields.tsx';

const text = (fields: FormData, name: string) => String(fields.get(name) ?? '').trim();

export function AddPriceListForm() {
  const navigate = useNavigate();
  const { errors, isSending, onSubmit } = useSentForm(async (fields) => {
    const made = await pricingApi(browserAdminClient()).lists.create({
      code: text(fields, 'code'),
      name: text(fields, 'name'),
      valid_from: text(fields, 'valid_from') || null,
      valid_to: text(fields, 'valid_to') || null,
      active: fields.get('active') === 'on',
    });
    await navigate(`/admin/price-lists/${made.data.id}`);
  });
  return (
    <form className="admin-form admin-panel" onSubmit={onSubmit} aria-labelledby="add-price-list-heading" noValidate>
      <h2 id="add-price-list-heading" className="admin-form-title">
        Add a price list
      </h2>
      <InputField id="new-list-code" name="code" label="Code" required maxLength={40} size={14} error={errors.code} hint="As the ERP knows it; it cannot change." />
      <InputField id="new-list-name" name="name" label="Name" required maxLength={120} size={28} error={errors.name} />
      <InputField id="new-list-from" name="valid_from" type="date" label="Valid from" error={errors.valid_from} hint="Blank: no first day." />
      <InputField id="new-list-to" name="valid_to" type="date" label="Valid to" error={errors.valid_to} hint="Blank: no last day." />
      <label className="admin-check">
        <input type="checkbox" name="active" defaultChecked /> Active
      </label>
      <button type="submit" className="button button-primary" disabled={isSending}>
        Add the list
      </button>
      <FormAlert message={errors._ ?? errors.active} />
    </form>
  );
}
