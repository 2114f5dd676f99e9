// spec §2 Checkout step 2: 'Are Billing details the same as Shipping?' (ticking copies shipping into
// billing, unticking clears billing, spec §4), the billing fields, Back and Next Step.
import type { BillingInfo, CountryJson, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import { AddressFields } from '../addresses/address-fields.tsx';
import { validateBilling, type FieldErrors } from '../addresses/address-form.ts';

type Props = {
  values: BillingInfo;
  onChange(values: BillingInfo): void;
  isSameAsShipping: boolean;
  onSameAsShippingChange(isSame: boolean): void;
  countries: CountryJson[];
  serverErrors: FieldErrors;
  onEdit(field: keyof ShippingInfo): void;
  isBusy: boolean;
  onBack(): void;
  onSubmit(): void;
};

export function BillingStep(props: Props) {
  const errors = validateBilling(props.values);
  const isValid = Object.keys(errors).length === 0;
  return (
    <form
      className="checkout-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid && !props.isBusy) props.onSubmit();
      }}
    >
      <label className="checkbox checkout-form__same">
        <input
          type="checkbox"
          checked={props.isSameAsShipping}
          onChange={(event) => props.onSameAsShippingChange(event.currentTarget.checked)}
        />
        <span>Are Billing details the same as Shipping?</span>
      </label>
      <AddressFields
        form="billing"
        values={props.values}
        onChange={props.onChange}
        countries={props.countries}
        errors={errors}
        serverErrors={props.serverErrors}
        onEdit={props.onEdit}
      />
      <p className="checkout-form__note">Fields marked * are required.</p>
      <div className="checkout-form__buttons">
        <button type="button" className="button button-secondary" disabled={props.isBusy} onClick={props.onBack}>
          Back
        </button>
        <button type="submit" className="button button-primary" disabled={!isValid || props.isBusy}>
          Next Step
        </button>
      </div>
    </form>
  );
}
