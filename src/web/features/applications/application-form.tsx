// spec §2 'Registration / trade application': sections Login Details, Contact Details, Billing Address,
// Shipping Address; 'Same as billing'; 'Create Account' disabled while the form is invalid. Success shows
// the spec's popup and clears the form; a failure shows the first message of the errors map, else
// 'An error has occurred when registering your information' (spec §8).
import { useState } from 'react';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { canUseSameAddress, EMPTY_APPLICATION, fieldProblem, isApplicationValid, toPayload, type ApplicationValues } from './application-form-rules.ts';

const FAILED_MESSAGE = 'An error has occurred when registering your information';

type TextName = Exclude<keyof ApplicationValues, 'same_address'>;
type FieldSpec = { name: TextName; label: string; type?: string; autoComplete: string; isOptional?: boolean };

const SECTIONS: Array<{ title: string; fields: FieldSpec[] }> = [
  { title: 'Login Details', fields: [{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }] },
  {
    title: 'Contact Details',
    fields: [
      { name: 'company_name', label: 'Company Name', autoComplete: 'organization' },
      { name: 'purchaser_name', label: 'Purchaser Name', autoComplete: 'name' },
      { name: 'contact_phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
      { name: 'contact_email', label: 'Contact Email', type: 'email', autoComplete: 'off' },
    ],
  },
  {
    title: 'Billing Address',
    fields: [
      { name: 'billing_address', label: 'Street Address', autoComplete: 'billing street-address' },
      { name: 'billing_suburb', label: 'Suburb', autoComplete: 'billing address-level3', isOptional: true },
      { name: 'billing_city', label: 'City', autoComplete: 'billing address-level2' },
      { name: 'billing_phone', label: 'Phone', type: 'tel', autoComplete: 'billing tel' },
      { name: 'billing_postcode', label: 'Post Code', autoComplete: 'billing postal-code' },
    ],
  },
];

const SHIPPING_FIELDS: FieldSpec[] = [
  { name: 'shipping_address', label: 'Street Address', autoComplete: 'shipping street-address' },
  { name: 'shipping_suburb', label: 'Suburb', autoComplete: 'shipping address-level3', isOptional: true },
  { name: 'shipping_city', label: 'City', autoComplete: 'shipping address-level2' },
  { name: 'shipping_phone', label: 'Phone', type: 'tel', autoComplete: 'shipping tel' },
  { name: 'shipping_postcode', label: 'Post Code', autoComplete: 'shipping postal-code' },
];

export function ApplicationForm() {
  const { showPopup, setLoading } = useAppState();
  const [values, setValues] = useState<ApplicationValues>(EMPTY_APPLICATION);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [isBusy, setBusy] = useState(false);
  const sameEnabled = canUseSameAddress(values);
  const isValid = isApplicationValid(values);

  const errorOf = (name: TextName) => serverErrors[name] ?? (touched.has(name) ? fieldProblem(name, values[name]) || undefined : undefined);
  const field = (spec: FieldSpec) => (
    <TextField
      key={spec.name}
      label={spec.label}
      name={spec.name}
      type={spec.type ?? 'text'}
      value={values[spec.name]}
      required={!spec.isOptional}
      autoComplete={spec.autoComplete}
      error={errorOf(spec.name)}
      onBlur={() => setTouched((current) => new Set(current).add(spec.name))}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setServerErrors(({ [spec.name]: _dropped, ...rest }) => rest);
        setValues((current) => {
          const next = { ...current, [spec.name]: value };
          // spec §4: the box cannot stay ticked once a billing field is emptied.
          return canUseSameAddress(next) ? next : { ...next, same_address: false };
        });
      }}
    />
  );

  async function submit() {
    setBusy(true);
    setLoading(true);
    try {
      const answer = await createBrowserApiClient().call<{ message: string }>('POST', '/register', toPayload(values));
      setValues(EMPTY_APPLICATION);
      setTouched(new Set());
      setServerErrors({});
      showPopup(escapeHtml(answer.message));
    } catch (error) {
      const errors = error instanceof ApiRequestError ? error.body.errors : undefined;
      if (errors) setServerErrors(errors);
      const first = errors ? Object.values(errors)[0] : undefined;
      showPopup(escapeHtml(first ?? (error instanceof ApiRequestError && error.status === 429 ? error.body.message : FAILED_MESSAGE)));
    } finally {
      setBusy(false);
      setLoading(false);
    }
  }

  return (
    <form
      className="application-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid && !isBusy) void submit();
      }}
    >
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="application-form__section">
          <legend>{section.title}</legend>
          <div className="application-form__fields">{section.fields.map(field)}</div>
        </fieldset>
      ))}
      <fieldset className="application-form__section">
        <legend>Shipping Address</legend>
        <label className="checkbox application-form__same">
          <input
            type="checkbox"
            name="same_address"
            checked={values.same_address}
            disabled={!sameEnabled}
            aria-describedby="same-address-hint"
            onChange={(event) => {
              const isChecked = event.currentTarget.checked;
              setValues((current) => ({ ...current, same_address: isChecked }));
            }}
          />
          <span>Same as billing</span>
        </label>
        <p id="same-address-hint" className="field-hint">
          {sameEnabled ? 'Tick to deliver to the billing address.' : 'Fill in the billing address, city, phone and post code first.'}
        </p>
        {values.same_address ? null : <div className="application-form__fields">{SHIPPING_FIELDS.map(field)}</div>}
      </fieldset>
      <button type="submit" className="button button-primary" disabled={!isValid || isBusy}>
        Create Account
      </button>
    </form>
  );
}
