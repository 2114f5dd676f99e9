// A delivery zone added or changed (issue #29 Part 2): its name, post codes (comma separated), delivery
// weekdays, cut-off, lead time, whether it is the default, and its freight and free-delivery amount typed
// in dollars. The server's refusal is shown by field, with the whole form's message as an alert.
import { useEffect, useState, type FormEvent } from 'react';
import { centsToInputText } from '../../../shared/money-input.ts';
import type { DeliveryZoneJson } from '../../../shared/schemas/delivery.ts';
import { MoneyField } from '../../components/ui/money-field.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { FormAlert } from '../form-alert.tsx';
import { InputField } from '../pricing/pricing-fields.tsx';
import { deliveryApi } from './delivery-api.ts';
import { WeekdayBoxes } from './weekday-boxes.tsx';
import { messagesFor, otherMessages, zoneBodyOf, type FieldErrors, type ZoneFormText } from './zone-values.ts';

const SHOWN = ['name', 'post_codes', 'weekdays', 'cutoff_time', 'cutoff_days_before', 'lead_days', 'is_default', 'freight', 'free_over'];

function textOf(zone: DeliveryZoneJson | null): ZoneFormText {
  return {
    name: zone?.name ?? '',
    post_codes: zone?.post_codes.join(', ') ?? '',
    weekdays: zone?.weekdays ?? [],
    cutoff_time: zone?.cutoff_time ?? '14:00',
    cutoff_days_before: String(zone?.cutoff_days_before ?? 1),
    lead_days: String(zone?.lead_days ?? 1),
    is_default: zone?.is_default ?? false,
    freight: zone ? centsToInputText(zone.freight) : '',
    free_over: zone?.free_over == null ? '' : centsToInputText(zone.free_over),
  };
}

type Props = { zone: DeliveryZoneJson | null; onSaved: (message: string) => void; onCancel: () => void };

export function ZoneForm({ zone, onSaved, onCancel }: Props) {
  const [form, setForm] = useState(() => textOf(zone));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [isBusy, setBusy] = useState(false);
  // The keyboard follows the form when it opens.
  useEffect(() => document.getElementById('zone-name')?.focus(), []);
  const set = <K extends keyof ZoneFormText>(key: K) => (value: ZoneFormText[K]) => setForm((current) => ({ ...current, [key]: value }));
  const title = zone ? `Edit the zone ${zone.name}` : 'Add a zone';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = zoneBodyOf(form);
    if ('errors' in read) {
      setErrors(read.errors);
      return setMessage('The zone is not saved: see the fields marked.');
    }
    setBusy(true);
    setErrors({});
    setMessage('');
    try {
      const zones = deliveryApi(browserAdminClient()).zones;
      const saved = zone ? await zones.update(zone.id, read.body) : await zones.create(read.body);
      onSaved(`The zone ${saved.data.name} is ${zone ? 'saved' : 'added'}.`);
    } catch (error) {
      setErrors(error instanceof ApiRequestError && error.body.errors ? error.body.errors : {});
      setMessage(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const alert = [message, ...otherMessages(errors, SHOWN)].filter(Boolean).join(' ');
  return (
    <form className="admin-form admin-panel delivery-form" onSubmit={(event) => void onSubmit(event)} aria-labelledby="zone-form-heading" noValidate>
      <h2 id="zone-form-heading" className="admin-form-title">
        {title}
      </h2>
      <InputField id="zone-name" label="Name" required maxLength={80} size={24} value={form.name} onChange={(event) => set('name')(event.target.value)} error={errors.name} />
      <InputField
        id="zone-post-codes"
        label="Post codes"
        size={30}
        value={form.post_codes}
        onChange={(event) => set('post_codes')(event.target.value)}
        hint="Separated by commas; a range as 6012-6022."
        error={messagesFor(errors, 'post_codes')}
      />
      <WeekdayBoxes days={form.weekdays} onChange={set('weekdays')} error={messagesFor(errors, 'weekdays')} />
      <InputField id="zone-cutoff-time" type="time" label="Cut-off time" value={form.cutoff_time} onChange={(event) => set('cutoff_time')(event.target.value)} error={errors.cutoff_time} />
      <InputField
        id="zone-cutoff-days"
        type="number"
        min={1}
        max={14}
        label="Cut-off days before"
        value={form.cutoff_days_before}
        onChange={(event) => set('cutoff_days_before')(event.target.value)}
        error={errors.cutoff_days_before}
      />
      <InputField id="zone-lead-days" type="number" min={0} max={60} label="Lead days" value={form.lead_days} onChange={(event) => set('lead_days')(event.target.value)} error={errors.lead_days} />
      <MoneyField id="zone-freight" label="Freight ($, excl. GST)" value={form.freight} onChange={(event) => set('freight')(event.target.value)} error={errors.freight} />
      <MoneyField id="zone-free-over" label="Free over ($, excl. GST)" hint="Blank: never free." value={form.free_over} onChange={(event) => set('free_over')(event.target.value)} error={errors.free_over} />
      <div className="admin-field">
        <label className="admin-check">
          <input type="checkbox" checked={form.is_default} onChange={(event) => set('is_default')(event.target.checked)} aria-describedby={errors.is_default ? 'zone-default-error' : undefined} />
          Default zone (for post codes in no zone)
        </label>
        {errors.is_default ? (
          <span id="zone-default-error" className="admin-error">
            {errors.is_default}
          </span>
        ) : null}
      </div>
      <span className="delivery-actions">
        <button type="submit" className="button button-primary" disabled={isBusy}>
          {zone ? 'Save the zone' : 'Add the zone'}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </span>
      <FormAlert message={alert || undefined} />
    </form>
  );
}
