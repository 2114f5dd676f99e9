// An account's users for the merchant's staff (issue #30 Part 4): list, invite, resend or cancel an
// invitation, remove a user, send a password reset. Under the accounts permission, each change audited.
import {
  accountInvitationParamsSchema,
  accountUserParamsSchema,
  staffAccountUsersMessageResponseSchema,
  staffAccountUsersResponseSchema,
  staffInviteBodySchema,
  type StaffAccountUsersResponse,
} from '../../../shared/schemas/account-users.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import { staffActor, type AuditService } from '../audit/audit.service.ts';
import { toAccountUserJson, toPendingInvitationJson, type StaffColleaguesService } from '../colleagues/staff-colleagues.service.ts';

const ACCOUNTS = { access: 'staff', permission: 'accounts' } as const;
const NOT_FOUND = { 404: 'No such account, or the id is not one of its invitations or users' };

export function registerAdminAccountUsersRoutes(app: StoreHttp, deps: { staffColleagues: StaffColleaguesService; audit: Pick<AuditService, 'write'> }): void {
  const { staffColleagues, audit } = deps;

  app.get('/admin/api/accounts/:id/users', {
    schema: { params: idParamsSchema },
    config: {
      ...ACCOUNTS,
      docs: { summary: "An account's users with their roles, and its invitations not yet accepted", description: 'Needs the accounts permission.', response: staffAccountUsersResponseSchema, errors: NOT_FOUND },
    },
  }, async (request, reply): Promise<StaffAccountUsersResponse> => {
    const { users, invitations } = await staffColleagues.listUsers(request.params.id);
    reply.header('cache-control', 'no-store');
    return { data: { users: users.map(toAccountUserJson), invitations: invitations.map(toPendingInvitationJson) } };
  });

  app.post('/admin/api/accounts/:id/invitations', {
    schema: { params: idParamsSchema, body: staffInviteBodySchema },
    config: {
      ...ACCOUNTS,
      docs: {
        summary: 'Invites someone by e-mail to join the account with a role',
        description:
          "Needs the accounts permission. As a manager's invitation: the answer is the same whether or not the address already signs in here, a pending invitation for the address is replaced, and someone already in the account is a 422 on email. The e-mail says the store invited them.",
        response: staffAccountUsersMessageResponseSchema,
        status: 201,
        errors: NOT_FOUND,
      },
    },
  }, async (request, reply) => {
    const { email, role } = request.body;
    await staffColleagues.invite({ actor: staffActor(request.staff), audit: audit.write }, request.params.id, { email, role });
    return reply.code(201).send({ message: `An invitation has been sent to ${email}. They join this account when they accept it.` });
  });

  app.post('/admin/api/accounts/:id/invitations/:invitation_id/resend', {
    schema: { params: accountInvitationParamsSchema },
    config: {
      ...ACCOUNTS,
      docs: {
        summary: 'Sends a pending invitation again, with a new link good for 7 days',
        description: 'Needs the accounts permission. The link sent before stops working.',
        response: staffAccountUsersMessageResponseSchema,
        errors: NOT_FOUND,
      },
    },
  }, async (request) => {
    const { id, invitation_id: invitationId } = request.params;
    const { email } = await staffColleagues.resendInvitation({ actor: staffActor(request.staff), audit: audit.write }, id, invitationId);
    return { message: `The invitation has been sent again to ${email}.` };
  });

  app.delete('/admin/api/accounts/:id/invitations/:invitation_id', {
    schema: { params: accountInvitationParamsSchema },
    config: {
      ...ACCOUNTS,
      docs: { summary: 'Cancels an invitation not yet accepted: its link stops working', description: 'Needs the accounts permission.', response: staffAccountUsersMessageResponseSchema, errors: NOT_FOUND },
    },
  }, async (request) => {
    const { id, invitation_id: invitationId } = request.params;
    await staffColleagues.cancelInvitation({ actor: staffActor(request.staff), audit: audit.write }, id, invitationId);
    return { message: 'The invitation has been cancelled.' };
  });

  app.delete('/admin/api/accounts/:id/users/:user_id', {
    schema: { params: accountUserParamsSchema },
    config: {
      ...ACCOUNTS,
      docs: {
        summary: 'Removes a user from the account and ends their sessions in it',
        description: 'Needs the accounts permission. Their sign-in and any other accounts they belong to stay. Removing the last manager is a 409.',
        response: staffAccountUsersMessageResponseSchema,
        errors: { ...NOT_FOUND, 409: 'The user is the last manager of the account' },
      },
    },
  }, async (request) => {
    const { id, user_id: userId } = request.params;
    await staffColleagues.removeUser({ actor: staffActor(request.staff), audit: audit.write }, id, userId);
    return { message: 'The user has been removed from this account.' };
  });

  app.post('/admin/api/accounts/:id/users/:user_id/password-reset', {
    schema: { params: accountUserParamsSchema },
    config: {
      ...ACCOUNTS,
      docs: {
        summary: "E-mails the user the store's usual password reset link",
        description: 'Needs the accounts permission. The link works once, within 60 minutes; their password stays until they use it.',
        response: staffAccountUsersMessageResponseSchema,
        errors: NOT_FOUND,
      },
    },
  }, async (request) => {
    const { id, user_id: userId } = request.params;
    const { email } = await staffColleagues.sendPasswordReset({ actor: staffActor(request.staff), audit: audit.write }, id, userId);
    return { message: `A password reset link has been sent to ${email}.` };
  });
}
