// The desk takes an order for an account by phone (issue #30 Part 4): products added by SKU with their
// quantities, priced by the server at the account's prices with freight and GST as the buyer's cart would
// be (a quote after each change), the delivery address and a PO, then 'Place on account' (the new order's
// page follows) or 'E-mail a payment link'. The form's key goes with it, so a second click places nothing more.
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { PhoneOrderFormJson, PhoneOrderQuoteJson } from '../../../shared/schemas/phone-orders.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { FormAlert } from '../form-alert.tsx';
import { PhoneOrderLines, type WantedLine } from './phone-order-lines.tsx';
import { phoneOrdersApi } from './phone-orders-api.ts';

const newKey = () => globalThis.crypto.randomUUID();
const errorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiRequestError && error.body.errors && Object.keys(error.body.errors).length > 0 ? error.body.errors : { _: apiErrorMessage(error) };

export function PhoneOrderForm({ form }: { form: PhoneOrderFormJson }) {
  const { account, buyer } = form;
  const navigate = useNavigate();
  const api = () => phoneOrdersApi(browserAdminClient());
  const [lines, setLines] = useState<WantedLine[]>([]);
  const [quote, setQuote] = useState<PhoneOrderQuoteJson | null>(null);
  const [addressId, setAddressId] = useState(form.addresses.find((address) => address.is_primary)?.id ?? form.addresses[0]?.id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [addErrors, setAddErrors] = useState<Record<string, string>>({});
  const [isBusy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [formKey, setFormKey] = useState(newKey);
  const skuRef = useRef<HTMLInputElement>(null);

  /** Quotes `next`; keeps it when the server prices it, else answers its errors and keeps what was. */
  async function requote(next: WantedLine[], nextAddressId = addressId): Promise<Record<string, string> | null> {
    setBusy(true);
    try {
      const answer = next.length === 0 ? null : (await api().quote(account.id, { lines: next, delivery_address_id: nextAddressId })).data;
      setLines(next);
      setQuote(answer);
      setErrors({});
      return null;
    } catch (error) {
      return errorsOf(error);
    } finally {
      setBusy(false);
    }
  }

  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const fields = new FormData(formElement);
    const sku = String(fields.get('sku') ?? '').trim();
    const qty = Number(fields.get('qty') ?? 1);
    if (!sku) return setAddErrors({ sku: 'Type a SKU.' });
    const at = lines.findIndex((line) => line.sku.toLowerCase() === sku.toLowerCase());
    const next = at >= 0 ? lines.map((line, index) => (index === at ? { ...line, qty: line.qty + qty } : line)) : [...lines, { sku, qty }];
    const index = at >= 0 ? at : lines.length;
    const refused = await requote(next);
    if (refused) {
      setAddErrors({ sku: refused[`lines.${index}.sku`] ?? '', qty: refused[`lines.${index}.qty`] ?? '', _: refused._ ?? '' });
      skuRef.current?.focus();
      return;
    }
    setAddErrors({});
    formElement.reset();
    setNotice(`${sku.toUpperCase()} added.`);
    skuRef.current?.focus();
  }

  async function changeLines(next: WantedLine[]) {
    const refused = await requote(next);
    if (refused) setErrors(refused);
  }

  async function onPlace(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const payment = submitter?.value === 'card_link' ? 'card_link' : 'account';
    const formElement = event.currentTarget;
    const fields = new FormData(formElement);
    setBusy(true);
    setErrors({});
    try {
      const answer = await api().place(account.id, {
        lines,
        payment,
        delivery_address_id: addressId,
        purchase_order_no: String(fields.get('purchase_order_no') ?? ''),
        idempotency_key: formKey,
      });
      if (payment === 'account') return void navigate(`/admin/orders/${answer.data.order_id}`);
      // A card order has no page of its own until it is paid: the form starts again for the next call.
      setNotice(answer.message);
      setLines([]);
      setQuote(null);
      setFormKey(newKey());
      formElement.reset();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (name: string, source = errors) =>
    source[name] ? (
      <span id={`phone-order-${name}-error`} className="admin-error">
        {source[name]}
      </span>
    ) : null;
  const describedBy = (name: string, source = errors) => (source[name] ? `phone-order-${name}-error` : undefined);
  const lineProblems = Object.entries(errors).filter(([key]) => /^lines\.\d+\.sku$/.test(key) || key === 'lines');

  if (!buyer) return <FormAlert message="This account has no manager or buyer to order for: invite one on the account's page first." />;
  return (
    <>
      <p role="status" className="admin-status">
        {notice}
      </p>
      <section className="admin-panel" aria-labelledby="phone-order-products-heading">
        <h2 id="phone-order-products-heading">Products</h2>
        <form className="admin-form" onSubmit={(event) => void onAdd(event)} aria-label="Add a product">
          <div className="admin-field">
            <label htmlFor="phone-order-sku">SKU</label>
            <input id="phone-order-sku" ref={skuRef} name="sku" required maxLength={100} autoComplete="off" aria-invalid={addErrors.sku ? true : undefined} aria-describedby={describedBy('sku', addErrors)} />
            {fieldError('sku', addErrors)}
          </div>
          <div className="admin-field">
            <label htmlFor="phone-order-add-qty">Quantity</label>
            <input id="phone-order-add-qty" name="qty" type="number" inputMode="numeric" min={1} defaultValue={1} required className="phone-order-qty" aria-invalid={addErrors.qty ? true : undefined} aria-describedby={describedBy('qty', addErrors)} />
            {fieldError('qty', addErrors)}
          </div>
          <button type="submit" className="button" disabled={isBusy}>
            Add
          </button>
          <FormAlert message={addErrors._ || undefined} />
        </form>
        <PhoneOrderLines
          lines={lines}
          quote={quote}
          errors={errors}
          isBusy={isBusy}
          onQuantity={(index, qty) => void changeLines(lines.map((line, at) => (at === index ? { ...line, qty } : line)))}
          onRemove={(index) => void changeLines(lines.filter((_, at) => at !== index))}
        />
        {lineProblems.map(([key, message]) => (
          <p key={key} className="admin-error" role="alert">
            {message}
          </p>
        ))}
      </section>
      <section className="admin-panel" aria-labelledby="phone-order-place-heading">
        <h2 id="phone-order-place-heading">Delivery and payment</h2>
        <form className="admin-form phone-order-place" onSubmit={(event) => void onPlace(event)} aria-labelledby="phone-order-place-heading">
          <div className="admin-field">
            <label htmlFor="phone-order-address">Deliver to</label>
            <select
              id="phone-order-address"
              value={addressId ?? ''}
              disabled={isBusy}
              aria-invalid={errors.delivery_address_id ? true : undefined}
              aria-describedby={describedBy('delivery_address_id')}
              onChange={(event) => {
                const next = Number(event.currentTarget.value);
                setAddressId(next);
                if (lines.length > 0) void requote(lines, next);
              }}
            >
              {form.addresses.map((address) => (
                <option key={address.id} value={address.id}>
                  {address.text}
                  {address.is_primary ? ' (primary)' : ''}
                </option>
              ))}
            </select>
            {fieldError('delivery_address_id')}
          </div>
          <div className="admin-field">
            <label htmlFor="phone-order-po">Purchase order number</label>
            <input id="phone-order-po" name="purchase_order_no" maxLength={50} autoComplete="off" aria-invalid={errors.purchase_order_no ? true : undefined} aria-describedby={describedBy('purchase_order_no')} />
            {fieldError('purchase_order_no')}
          </div>
          <p className="phone-order-note">
            The order is for {buyer.name} ({buyer.email}). &lsquo;E-mail a payment link&rsquo; e-mails them a link to pay by card; the order is placed once they pay.
          </p>
          <button type="submit" name="payment" value="account" className="button button-primary" disabled={isBusy || lines.length === 0 || !account.can_pay_on_account} aria-describedby={describedBy('payment')}>
            Place on account
          </button>
          <button type="submit" name="payment" value="card_link" className="button" disabled={isBusy || lines.length === 0}>
            E-mail a payment link
          </button>
          {fieldError('payment')}
          <FormAlert message={errors._ ?? errors.account} />
        </form>
        {account.can_pay_on_account ? null : <p>This account does not pay on account: e-mail the buyer a payment link.</p>}
      </section>
    </>
  );
}
