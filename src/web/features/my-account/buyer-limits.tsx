// A buyer's spending limits on My Account → Users (issue #29 Part 1): everyone reads them; a manager edits
// them in dollars (blank: no limit). An order over one waits for a manager's approval.
import { useState } from 'react';
import { centsToInputText } from '../../../shared/money-input.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { limitsBodyOf, limitsText, type LimitsBody } from './limit-values.ts';
import { myAccountApi } from './my-account-api.ts';

type Props = { userId: number; email: string; limits: LimitsBody; canEdit: boolean; onSaved(message: string): Promise<void> };

export function BuyerLimits({ userId, email, limits, canEdit, onSaved }: Props) {
  const [isEditing, setEditing] = useState(false);
  const [orderText, setOrderText] = useState(limits.order_limit === null ? '' : centsToInputText(limits.order_limit));
  const [monthlyText, setMonthlyText] = useState(limits.monthly_limit === null ? '' : centsToInputText(limits.monthly_limit));
  const [errors, setErrors] = useState<Partial<Record<keyof LimitsBody, string>>>({});
  const [failure, setFailure] = useState('');

  async function save() {
    setFailure('');
    const read = limitsBodyOf(orderText, monthlyText);
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    try {
      const answer = await myAccountApi(createBrowserApiClient()).setLimits(userId, read.body);
      setEditing(false);
      await onSaved(answer.message);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.body.errors : undefined;
      if (fields?.order_limit || fields?.monthly_limit) setErrors({ order_limit: fields.order_limit, monthly_limit: fields.monthly_limit });
      else setFailure(apiErrorMessage(error));
    }
  }

  return (
    <div className="buyer-limits">
      <span>{limitsText(limits)}</span>
      {canEdit && !isEditing ? (
        <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
          Edit limits <span className="visually-hidden">of {email}</span>
        </button>
      ) : null}
      {isEditing ? (
        <form
          className="buyer-limits__form"
          noValidate
          aria-label={`Spending limits of ${email}`}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField label="Limit an order ($)" hint="excl. GST; leave blank for no limit" inputMode="decimal" value={orderText} error={errors.order_limit} onChange={(event) => setOrderText(event.currentTarget.value)} />
          <TextField label="Limit a month ($)" hint="excl. GST; leave blank for no limit" inputMode="decimal" value={monthlyText} error={errors.monthly_limit} onChange={(event) => setMonthlyText(event.currentTarget.value)} />
          {failure ? (
            <p role="alert" className="notice notice-error">
              {failure}
            </p>
          ) : null}
          <div className="buyer-limits__buttons">
            <button type="submit" className="button button-primary">
              Save limits
            </button>
            <button type="button" className="button button-secondary" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
