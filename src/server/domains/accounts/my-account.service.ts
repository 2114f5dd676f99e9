// My Account (spec §2, §7 PUT /my-account; issue #11 part 1): the account's details, which a manager
// changes, and the user's own, which anyone changes for themselves. Only the fields sent change.
import type { UpdateMyAccountBody } from '../../../shared/schemas/account.ts';
import { roleAllows, roleRefusedMessage, type AccountRole } from '../../../shared/account-roles.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { EmailChangeService } from '../auth/email-change.service.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { Transact } from '../../db/executor.ts';
import { createAccountsRepo, type AccountDetailsChange, type AccountsRepo } from './accounts.repo.ts';

export type MyAccountDetails = NonNullable<Awaited<ReturnType<AccountsRepo['findDetails']>>> & { role: AccountRole; canSwitch: boolean; pendingEmail: string | null };

const ACCOUNT_FIELDS = ['account_name', 'company_name', 'phone', 'purchasing_contact', 'accounts_contact', 'billing_address', 'accounts_email'] as const;

function accountChangeOf(body: UpdateMyAccountBody): AccountDetailsChange {
  const change: AccountDetailsChange = {};
  if (body.account_name !== undefined) change.name = body.account_name;
  if (body.company_name !== undefined) change.companyName = body.company_name;
  if (body.phone !== undefined) change.phone = body.phone;
  if (body.purchasing_contact !== undefined) change.purchasingContacts = body.purchasing_contact;
  if (body.accounts_contact !== undefined) change.accountsContacts = body.accounts_contact;
  if (body.accounts_email !== undefined) change.accountsEmail = body.accounts_email || null;
  if (body.billing_address !== undefined) {
    const billing = body.billing_address;
    Object.assign(change, {
      billingAddress1: billing.address1,
      billingAddress2: billing.address2,
      billingCity: billing.city,
      billingPhone: billing.address_phone,
      billingPostCode: billing.post_code,
      billingReference: billing.reference,
    });
  }
  return change;
}

export function createMyAccountService(deps: { repo: AccountsRepo; transact: Transact; auth: AuthService; emailChange: EmailChangeService }) {
  const { repo, transact, auth, emailChange } = deps;

  const service = {
    async getDetails(viewer: SignedInViewer): Promise<MyAccountDetails> {
      const [row, pendingEmail] = await Promise.all([repo.findDetails(viewer.account.id, viewer.user.id), emailChange.pendingEmail(viewer.user.id)]);
      if (!row) throw new NotFoundError('account', String(viewer.account.id));
      return { ...row, role: viewer.account.role, canSwitch: viewer.account.canSwitchAccounts, pendingEmail: pendingEmail ?? null };
    },

    /**
     * Writes what was sent, in one transaction. A new e-mail is only asked for: it takes effect when the
     * link sent to it is followed (`isEmailPending` says one was sent).
     */
    async update(viewer: SignedInViewer, sessionToken: string, body: UpdateMyAccountBody): Promise<{ details: MyAccountDetails; isEmailPending: boolean }> {
      const changesAccount = ACCOUNT_FIELDS.some((field) => body[field] !== undefined);
      if (changesAccount && !roleAllows(viewer.account.role, 'manager')) throw new ForbiddenError(roleRefusedMessage(viewer.account.role));
      // Everything is checked first (a wrong current password changes nothing), then written in one transaction.
      const { change: userChange, newEmail } = await auth.prepareUserChange(viewer, sessionToken, {
        email: body.email,
        password: body.password,
        currentPassword: body.current_password,
        firstName: body.first_name,
        lastName: body.last_name,
      });
      const changesUser = Object.keys(userChange).length > 0;
      const isEmailPending = await transact(async (tx) => {
        if (changesUser) await auth.applyUserChange(tx, viewer, userChange);
        if (changesAccount) {
          await createAccountsRepo(tx).updateDetails(viewer.account.id, accountChangeOf(body));
          if (body.account_name !== undefined) await auth.accountChanged(tx, viewer.account.id);
        }
        return newEmail !== undefined && (await emailChange.requestChange(tx, viewer.user, newEmail));
      });
      if (changesUser) auth.userChanged(viewer.user.id);
      if (body.account_name !== undefined) auth.forgetAccount(viewer.account.id);
      return { details: await service.getDetails(viewer), isEmailPending };
    },
  };
  return service;
}
export type MyAccountService = ReturnType<typeof createMyAccountService>;
