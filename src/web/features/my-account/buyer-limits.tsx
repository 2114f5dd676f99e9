// A buyer's spending limits on My Account → Users (issue #29 Part 1): everyone reads them; a manager edits
// them in dollars (blank: no limit). An order over one waits for a manager's approval.
import { useEffect, useRef, useState } from 'react';
import { centsToInputText } from '../../../shared/money-input.ts';
import { MoneyField } from '../../components/ui/money-field.tsx';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { limitsBodyOf, limitsText, type LimitsBody } from './limit-values.ts';
import { myAccountApi } from './my-account-api.ts';

type Props = { userId: number; email: string; limits: LimitsBody; canEdit: boolean; onSaved(message: string): Promise<void> };

const asText = (cents: number | null) => (cents === null ? '' : centsToInputText(cents));

export function BuyerLimits({ userId, email, limits, canEdit, onSaved }: Props) {
  const [isEditing, setEditing] = useState(false);
  const [orderText, setOrderText] = useState('');
  const [monthlyText, setMonthlyText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof LimitsBody, string>>>({});
  const [failure, setFailure] = useState('');
  const [isBusy, setBusy] = useState(false);
  // The keyboard follows the form: into its first field when it opens, back to 'Edit limits' when it closes.
  const editButton = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusAfter, setFocusAfter] = useState<'form' | 'button' | null>(null);
  useEffect(() => {
    if (focusAfter === 'form') formRef.current?.querySelector('input')?.focus();
    if (focusAfter === 'button') editButton.current?.focus();
    if (focusAfter) setFocusAfter(null);
  }, [focusAfter]);

  function open() {
    setOrderText(asText(limits.order_limit));
    setMonthlyText(asText(limits.monthly_limit));
    setErrors({});
    setFailure('');
    setEditing(true);
    setFocusAfter('form');
  }

  function close() {
    setEditing(false);
    setFocusAfter('button');
  }

  async function save() {
    setFailure('');
    const read = limitsBodyOf(orderText, monthlyText);
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    setBusy(true);
    try {
      const answer = await myAccountApi(createBrowserApiClient()).setLimits(userId, read.body);
      close();
      await onSaved(answer.message);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.body.errors : undefined;
      if (fields?.order_limit || fields?.monthly_limit) setErrors({ order_limit: fields.order_limit, monthly_limit: fields.monthly_limit });
      else setFailure(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="buyer-limits">
      <span>{limitsText(limits)}</span>
      {canEdit && !isEditing ? (
        <button ref={editButton} type="button" className="button button-secondary" onClick={open}>
          Edit limits <span className="visually-hidden">of {email}</span>
        </button>
      ) : null}
      {isEditing ? (
        <form
          ref={formRef}
          className="buyer-limits__form"
          noValidate
          aria-label={`Spending limits of ${email}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (!isBusy) void save();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <MoneyField
            label="Limit an order ($)"
            hint="excl. GST; leave blank for no limit"
            value={orderText}
            error={errors.order_limit}
            onChange={(event) => setOrderText(event.currentTarget.value)}
          />
          <MoneyField
            label="Limit a month ($)"
            hint="excl. GST; leave blank for no limit"
            value={monthlyText}
            error={errors.monthly_limit}
            onChange={(event) => setMonthlyText(event.currentTarget.value)}
          />
          {failure ? (
            <p role="alert" className="notice notice-error">
              {failure}
            </p>
          ) : null}
          <div className="buyer-limits__buttons">
            <button type="submit" className="button button-primary" disabled={isBusy}>
              Save limits
            </button>
            <button type="button" className="button button-secondary" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
