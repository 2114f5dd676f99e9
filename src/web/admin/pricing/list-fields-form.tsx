// A price list's own fields (issue #27 Part 3): its name, dates and active flag, changed together. Its
// code is how the ERP knows it and stays.
import type { FormEvent } from 'react';
import type { PriceListDetailJson } from '../../../shared/schemas/admin-pricing.ts';
import { browserAdminClient } from '../admin-api.ts';
import { SaveOutcome } from '../content/fields.tsx';
import { useAdminSave } from '../content/use-admin-save.ts';
import { pricingApi } from './pricing-api.ts';
import { InputField } from './pricing-fields.tsx';
import { otherMessages } from './pricing-values.ts';

export function ListFieldsForm({ list }: { list: PriceListDetailJson }) {
  const { errors, status, isBusy, save } = useAdminSave();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => String(fields.get(name) ?? '').trim();
    const body = { name: text('name'), valid_from: text('valid_from') || null, valid_to: text('valid_to') || null, active: fields.get('active') === 'on' };
    void save(() => pricingApi(browserAdminClient()).lists.update(list.id, body), `The list ${list.code} is saved.`);
  }
  return (
    <form className="admin-form admin-panel" onSubmit={onSubmit} aria-labelledby="list-fields-heading" noValidate>
      <h2 id="list-fields-heading" className="admin-form-title">
        Details
      </h2>
      <InputField id="list-name" name="name" label="Name" required maxLength={120} size={28} defaultValue={list.name} error={errors.name} />
      <InputField id="list-from" name="valid_from" type="date" label="Valid from" defaultValue={list.valid_from ?? ''} error={errors.valid_from} hint="Blank: no first day." />
      <InputField id="list-to" name="valid_to" type="date" label="Valid to" defaultValue={list.valid_to ?? ''} error={errors.valid_to} hint="Blank: no last day." />
      <label className="admin-check">
        <input type="checkbox" name="active" defaultChecked={list.active} /> Active
      </label>
      <button type="submit" className="button button-primary" disabled={isBusy}>
        Save details
      </button>
      <SaveOutcome errors={{ _: otherMessages(errors, ['name', 'valid_from', 'valid_to']) ?? '' }} status={status} />
    </form>
  );
}
