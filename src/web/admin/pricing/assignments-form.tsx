// Who a price list is for (issue #27 Part 3): account numbers and customer group codes, typed one a line
// or comma separated; exactly those typed are kept (the whole set replaces the list's assignments).
import type { FormEvent } from 'react';
import type { PriceListDetailJson } from '../../../shared/schemas/admin-pricing.ts';
import { browserAdminClient } from '../admin-api.ts';
import { SaveOutcome } from '../content/fields.tsx';
import { useAdminSave } from '../content/use-admin-save.ts';
import { pricingApi } from './pricing-api.ts';
import { CODES_HINT, TextAreaField } from './pricing-fields.tsx';
import { codesFromText, messagesFor, otherMessages } from './pricing-values.ts';

export function AssignmentsForm({ list }: { list: PriceListDetailJson }) {
  const { errors, status, isBusy, save } = useAdminSave();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const body = { account_numbers: codesFromText(String(fields.get('account_numbers') ?? '')), group_codes: codesFromText(String(fields.get('group_codes') ?? '')) };
    const done = `The list is for ${body.account_numbers.length} ${body.account_numbers.length === 1 ? 'account' : 'accounts'} and ${body.group_codes.length} ${body.group_codes.length === 1 ? 'group' : 'groups'}.`;
    void save(() => pricingApi(browserAdminClient()).lists.putAssignments(list.id, body), done);
  }
  return (
    <form className="admin-panel admin-stack" onSubmit={onSubmit} aria-labelledby="assignments-heading" noValidate>
      <h2 id="assignments-heading" className="admin-form-title">
        Who it is for
      </h2>
      <TextAreaField
        id="list-accounts"
        name="account_numbers"
        label="Account numbers"
        rows={4}
        defaultValue={list.account_numbers.join('\n')}
        hint={CODES_HINT}
        error={messagesFor(errors, 'account_numbers')}
      />
      <TextAreaField
        id="list-groups"
        name="group_codes"
        label="Customer group codes"
        rows={3}
        defaultValue={list.group_codes.join('\n')}
        hint={`${CODES_HINT} Every account in the group gets the list.`}
        error={messagesFor(errors, 'group_codes')}
      />
      <button type="submit" className="button button-primary" disabled={isBusy}>
        Save who it is for
      </button>
      <SaveOutcome errors={{ _: otherMessages(errors, ['account_numbers', 'group_codes']) ?? '' }} status={status} />
    </form>
  );
}
