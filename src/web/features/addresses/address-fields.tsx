// The shipping and billing field sets (spec §3, §5). A field's own check shows once the field has
// been left, or at once for a value the buyer did not type (a saved address whose post code breaks the
// rule, issue #16 item 3); the server's errors (spec §5: 'each failure returns the field map and the
// page shows it') show at once, until the field is edited.
import { useState, type ReactNode } from 'react';
import type { BillingInfo, CountryJson, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import { PHONE_MAX_LENGTH } from '../../../shared/address-rules.ts';
import { NOTES_MAX_LENGTH } from '../../../shared/limits.ts';
import { isRequired, regionsOf, withCountry, type FieldErrors, type TextFieldName } from './address-form.ts';

type Props<T extends BillingInfo> = {
  form: 'shipping' | 'billing';
  values: T;
  onChange(values: T): void;
  countries: CountryJson[];
  /** The client-side checks for the current values. */
  errors: FieldErrors;
  serverErrors: FieldErrors;
  onEdit(field: keyof ShippingInfo): void;
};

type TextFieldSpec = { name: TextFieldName; label: string; type?: string; autoComplete?: string; maxLength: number; wide?: boolean };

const NAME_FIELDS: TextFieldSpec[] = [
  { name: 'first_name', label: 'First Name', autoComplete: 'given-name', maxLength: 255 },
  { name: 'last_name', label: 'Last Name', autoComplete: 'family-name', maxLength: 255 },
  { name: 'company', label: 'Company', autoComplete: 'organization', maxLength: 255 },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', maxLength: PHONE_MAX_LENGTH },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email', maxLength: 254, wide: true },
  { name: 'line_1', label: 'Address 1', autoComplete: 'address-line1', maxLength: 255, wide: true },
  { name: 'line_2', label: 'Address 2', autoComplete: 'address-line2', maxLength: 255, wide: true },
  { name: 'suburb', label: 'Suburb', autoComplete: 'address-level3', maxLength: 255 },
  { name: 'city', label: 'City', autoComplete: 'address-level2', maxLength: 255 },
];

export function AddressFields<T extends BillingInfo>(props: Props<T>) {
  const { form, values, countries } = props;
  const [touched, setTouched] = useState<Partial<Record<keyof ShippingInfo, boolean>>>({});
  const [typed, setTyped] = useState<Partial<Record<keyof ShippingInfo, boolean>>>({});
  const id = (field: string) => `${form}-${field}`;
  const text = (field: TextFieldName) => String((values as Partial<ShippingInfo>)[field] ?? '');
  const isShown = (field: keyof ShippingInfo) => touched[field] || (!typed[field] && String((values as Partial<ShippingInfo>)[field] ?? '').trim() !== '');
  const errorOf = (field: keyof ShippingInfo) => props.serverErrors[field] ?? (isShown(field) ? props.errors[field] : undefined);

  const setText = (field: TextFieldName, value: string) => {
    if (!typed[field]) setTyped((current) => ({ ...current, [field]: true }));
    props.onEdit(field);
    props.onChange({ ...values, [field]: value });
  };
  const leave = (field: keyof ShippingInfo) => setTouched((current) => ({ ...current, [field]: true }));

  const renderText = (spec: TextFieldSpec) => (
    <Field key={spec.name} id={id(spec.name)} label={spec.label} error={errorOf(spec.name)} wide={spec.wide}>
      <input
        id={id(spec.name)}
        name={spec.name}
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete ? `section-${form} ${spec.autoComplete}` : 'off'}
        maxLength={spec.maxLength}
        required={isRequired(form, spec.name)}
        value={text(spec.name)}
        aria-invalid={errorOf(spec.name) ? true : undefined}
        aria-describedby={errorOf(spec.name) ? `${id(spec.name)}-error` : undefined}
        onChange={(event) => setText(spec.name, event.currentTarget.value)}
        onBlur={() => leave(spec.name)}
      />
    </Field>
  );

  const regions = regionsOf(countries, values.country_id);
  return (
    <div className="address-fields">
      {NAME_FIELDS.map(renderText)}
      <Field id={id('region_id')} label="Region" error={errorOf('region_id')}>
        <select
          id={id('region_id')}
          name="region_id"
          value={values.region_id}
          onChange={(event) => {
            props.onEdit('region_id');
            props.onChange({ ...values, region_id: Number(event.currentTarget.value) });
          }}
        >
          <option value={0}>Select a region</option>
          {regions.map((region) => (
            <option key={region.id} value={region.id}>
              {region.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('country_id')} label="Country" error={errorOf('country_id')}>
        <select
          id={id('country_id')}
          name="country_id"
          value={values.country_id}
          onChange={(event) => {
            props.onEdit('country_id');
            props.onChange(withCountry(values, countries, Number(event.currentTarget.value)));
          }}
        >
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.title}
            </option>
          ))}
        </select>
      </Field>
      {renderText({ name: 'post_code', label: 'Post Code', autoComplete: 'postal-code', maxLength: 20 })}
      {form === 'shipping' ? (
        <>
          {renderText({ name: 'purchase_order_no', label: 'Purchase Order Number', maxLength: 50 })}
          <NotesField
            id={id('notes')}
            value={text('notes')}
            error={errorOf('notes')}
            onChange={(value) => setText('notes', value)}
            onBlur={() => leave('notes')}
          />
        </>
      ) : null}
    </div>
  );
}

function Field(props: { id: string; label: string; error?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={props.wide ? 'field field--wide' : 'field'}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** spec §5/§9: notes at most 255 characters, with a counter. */
function NotesField(props: { id: string; value: string; error?: string; onChange(value: string): void; onBlur(): void }) {
  const counterId = `${props.id}-counter`;
  const describedBy = [counterId, props.error ? `${props.id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field field--wide">
      <label htmlFor={props.id}>Notes</label>
      <textarea
        id={props.id}
        name="notes"
        rows={3}
        maxLength={NOTES_MAX_LENGTH}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onBlur={props.onBlur}
      />
      <p id={counterId} className="field-hint field-counter">
        {`${props.value.length} / ${NOTES_MAX_LENGTH} characters`}
      </p>
      {props.error ? (
        <p id={`${props.id}-error`} className="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
