// Approving a trade application (issue #17 Part 6): the account number staff choose, the next free one
// suggested under the store's rule (issue #26 item 2; the server says when it is taken or breaks it), and
// what the account may do, credit unticked. Approving asks first, naming the settings it grants (issue #26
// item 4). The server opens the account and e-mails the applicant to set a password.
import { useState, type FormEvent } from 'react';
import type { ApproveApplicationBody, TradeApplicationDetailJson, TradeApplicationJson } from '../../../shared/schemas/admin-applications.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { applicationsApi } from './applications-api.ts';
import { FormAlert } from '../form-alert.tsx';
import { AccountAllowances, RequiredTextField } from '../accounts/account-fields.tsx';

/** What approving grants, in words: the confirmation names every setting, so credit is never given unseen. */
export function approvalQuestion(application: Pick<TradeApplicationJson, 'company_name' | 'email'>, body: ApproveApplicationBody): string {
  return [
    `Approve the application from ${application.company_name}?`,
    `This opens account ${body.account_number || '(no number)'} with these settings:`,
    `• May pay on account (invoiced): ${body.can_pay_on_account ? 'yes' : 'no, card only'}`,
    `• May switch between accounts: ${body.can_switch_accounts ? 'yes' : 'no'}`,
    '• Prices: the store’s prices, as every account has',
    `${application.email} is e-mailed a link to set a password as the account’s manager. This cannot be undone.`,
  ].join('\n');
}

export function ApproveForm({ application, onDone }: { application: TradeApplicationDetailJson; onDone: (approved: TradeApplicationJson, message: string) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const body = {
      account_number: String(fields.get('account_number') ?? '').trim(),
      can_pay_on_account: fields.get('can_pay_on_account') === 'on',
      can_switch_accounts: fields.get('can_switch_accounts') === 'on',
    };
    // Issue #26 item 4: like declining, approving asks first, naming what it grants (it cannot be taken back).
    if (!window.confirm(approvalQuestion(application, body))) return;
    setSending(true);
    setErrors({});
    try {
      const answer = await applicationsApi(browserAdminClient()).approve(application.id, body);
      onDone(answer.data, answer.message);
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? error.body.errors : undefined;
      setErrors(fieldErrors?.account_number ? fieldErrors : { _: apiErrorMessage(error) });
      setSending(false);
    }
  }

  return (
    <form className="admin-panel admin-stack" onSubmit={(event) => void onSubmit(event)} aria-labelledby="approve-heading">
      <h2 id="approve-heading">Approve and open the account</h2>
      <RequiredTextField
        id="approve-account-number"
        label="Account number"
        name="account_number"
        maxLength={50}
        defaultValue={application.suggested_account_number ?? ''}
        hint={application.suggested_account_number ? `${application.account_number_rule} The next free one is suggested.` : application.account_number_rule}
        error={errors.account_number}
      />
      {/* Issue #26 item 4: credit is a choice staff make, never a default. */}
      <AccountAllowances canPayOnAccount={false} canSwitchAccounts={false} />
      <p className="admin-muted">The applicant becomes the account’s manager and is e-mailed a link to set a password.</p>
      <div>
        <button type="submit" className="button button-primary" disabled={isSending}>
          Approve application
        </button>
      </div>
      <FormAlert message={errors._} />
    </form>
  );
}
