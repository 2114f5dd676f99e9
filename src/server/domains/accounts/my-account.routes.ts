// spec §7 PUT /my-account, and GET /api/my-account (the same details as JSON), Switch Account's list
// and the switch itself (issue #11 parts 1 and 3).
import type { StoreHttp } from '../../http/route-input.ts';
import type { AccountRole } from '../../../shared/account-roles.ts';
import type { z } from 'zod';
import {
  accountChoicesResponseSchema,
  myAccountResponseSchema,
  switchAccountBodySchema,
  switchAccountResponseSchema,
  updateMyAccountBodySchema,
  type MyAccountJson,
  type MyAccountResponse,
} from '../../../shared/schemas/account.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MyAccountDetails, MyAccountService } from './my-account.service.ts';

export const ACCOUNT_UPDATED_MESSAGE = 'Your account details have been updated.';
/** issue #16 item 23: the new address is used only once its owner follows the link. */
export const emailPendingMessage = (email: string) =>
  `We have sent a link to ${email}. Your sign-in email changes when you follow it (within 24 hours); until then, sign in as before.`;

export function toMyAccountJson(details: MyAccountDetails): MyAccountJson {
  const hasBilling = details.billingAddress1 !== '';
  return {
    account_id: details.accountId,
    account_number: details.accountNumber,
    account_name: details.name,
    company_name: details.companyName,
    phone: details.phone,
    email: details.email,
    first_name: details.firstName,
    last_name: details.lastName,
    purchasing_contact: details.purchasingContacts,
    accounts_contact: details.accountsContacts,
    accounts_email: details.accountsEmail,
    billing_address: hasBilling
      ? {
          address1: details.billingAddress1,
          address2: details.billingAddress2,
          city: details.billingCity,
          address_phone: details.billingPhone,
          post_code: details.billingPostCode,
          reference: details.billingReference,
        }
      : null,
    registration_date: details.createdAt.toISOString(),
    role: details.role,
    can_switch: details.canSwitch,
    pending_email: details.pendingEmail,
  };
}

export function registerMyAccountRoutes(app: StoreHttp, deps: { myAccount: MyAccountService; auth: AuthService }): void {
  const { myAccount, auth } = deps;

  app.get('/api/my-account', {
    config: {
      access: 'customer',
      docs: { summary: "The signed-in user's and account's details (My Account)", response: myAccountResponseSchema },
    },
  }, async (request, reply): Promise<MyAccountResponse> => {
    reply.header('cache-control', 'no-store');
    return { data: toMyAccountJson(await myAccount.getDetails(request.signedInViewer)) };
  });

  // Anyone may change their own name, e-mail and password; the account's fields need a manager (service).
  app.put('/my-account', {
    schema: { body: updateMyAccountBodySchema },
    config: {
      access: 'customer',
      role: 'viewer',
      docs: {
        summary: "Updates the user's and the account's details",
        description: "Anyone may change their own name, e-mail and password; the account's fields need the manager role (403). A new e-mail takes effect only once the link sent to it is followed (pending_email until then).",
        response: myAccountResponseSchema,
      },
    },
  }, async (request): Promise<MyAccountResponse> => {
    const body = request.body;
    const { details, isEmailPending } = await myAccount.update(request.signedInViewer, request.sessionToken, body);
    return { data: toMyAccountJson(details), message: isEmailPending && body.email ? emailPendingMessage(body.email) : ACCOUNT_UPDATED_MESSAGE };
  });

  app.get('/api/my-account/accounts', {
    config: {
      access: 'customer',
      docs: { summary: 'The accounts the user belongs to, for Switch Account', response: accountChoicesResponseSchema },
    },
  }, async (request, reply): Promise<z.infer<typeof accountChoicesResponseSchema>> => {
    const viewer = request.signedInViewer;
    const rows = await auth.listMemberships(viewer);
    reply.header('cache-control', 'no-store');
    return {
      data: rows.map((row) => ({ id: row.id, account_number: row.accountNumber, name: row.name, role: row.role as AccountRole, is_current: row.id === viewer.account.id })),
    };
  });

  // Switching changes only this session: a viewer may switch too.
  app.post('/api/my-account/switch', {
    schema: { body: switchAccountBodySchema },
    config: {
      access: 'customer',
      role: 'viewer',
      docs: {
        summary: 'Switches this session to another account the user belongs to',
        description: 'Any role may switch. An account that does not allow switching is a 403; an account the user is not in is a 422 on account_id.',
        response: switchAccountResponseSchema,
      },
    },
  }, async (request): Promise<z.infer<typeof switchAccountResponseSchema>> => {
    const body = request.body;
    await auth.switchAccount(request.signedInViewer, request.sessionToken, body.account_id);
    return { success: true, redirect: '/my-account' };
  });
}
