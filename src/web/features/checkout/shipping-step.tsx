// spec §2 Checkout step 1: the saved-address dropdown (only when the account has addresses), the
// shipping fields, and 'NEXT STEP', disabled while the form is invalid or a request runs.
import type { ReactNode } from 'react';
import type { AddressJson, CountryJson, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import { AddressFields } from '../addresses/address-fields.tsx';
import { addressOptionLabel, validateShipping, withAddress, withoutAddress, type FieldErrors } from '../addresses/address-form.ts';

type Props = {
  values: ShippingInfo;
  onChange(values: ShippingInfo): void;
  addresses: AddressJson[];
  addressId: number | null;
  onAddressChange(addressId: number | null): void;
  countries: CountryJson[];
  serverErrors: FieldErrors;
  onEdit(field: keyof ShippingInfo): void;
  isBusy: boolean;
  onSubmit(): void;
  /** Issue #29: the delivery day, chosen with the address. */
  deliveryDay: ReactNode;
};

export function ShippingStep(props: Props) {
  const errors = validateShipping(props.values);
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
      {props.addresses.length > 0 ? (
        <div className="field field--wide">
          <label htmlFor="shipping-address">Saved addresses</label>
          <select
            id="shipping-address"
            value={props.addressId ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              const address = props.addresses.find((entry) => String(entry.id) === value);
              // spec §4: choosing a saved address copies its fields into the shipping details.
              props.onChange(address ? withAddress(props.values, address) : withoutAddress(props.values));
              props.onAddressChange(address ? address.id : null);
            }}
          >
            {props.addresses.map((address) => (
              <option key={address.id} value={address.id}>
                {addressOptionLabel(address)}
              </option>
            ))}
            <option value="">Use a different address</option>
          </select>
        </div>
      ) : null}
      <AddressFields
        form="shipping"
        values={props.values}
        onChange={props.onChange}
        countries={props.countries}
        errors={errors}
        serverErrors={props.serverErrors}
        onEdit={props.onEdit}
      />
      {props.deliveryDay}
      <p className="checkout-form__note">Fields marked * are required.</p>
      <div className="checkout-form__buttons">
        <button type="submit" className="button button-primary" disabled={!isValid || props.isBusy}>
          NEXT STEP
        </button>
      </div>
    </form>
  );
}
