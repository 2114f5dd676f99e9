// The account's users (issue #11 part 4): managers invite, change roles and remove; everyone sees who
// is in the account. The invitation link's page uses the routes at the end: two public ones (the token
// is the authentication) and the signed-in person's acceptance (issue #16 items 23, 24).
import type { StoreHttp } from '../../http/route-input.ts';
import {
  acceptInvitationBodySchema,
  changeRoleBodySchema,
  colleaguesMessageResponseSchema,
  colleaguesResponseSchema,
  invitationAcceptedResponseSchema,
  invitationJoinedResponseSchema,
  invitationResponseSchema,
  invitationSentResponseSchema,
  invitationTokenBodySchema,
  inviteColleagueBodySchema,
  type ColleaguesResponse,
  type InvitationResponse,
} from '../../../shared/schemas/account.ts';
import { accountUserLimitsBodySchema } from '../../../shared/schemas/approvals.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { codeText } from '../../../shared/schemas/text.ts';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { RouteDocs } from '../../http/openapi/route-docs.ts';
import { startSignedInSession } from '../../http/session.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { toAccountUserJson, toPendingInvitationJson } from './colleagues-json.ts';
import { INVITATION_INVALID_MESSAGE, type ColleaguesService } from './colleagues.service.ts';

const tokenParamsSchema = z.object({ token: codeText('token').max(200) });


/** One answer whatever the address (issue #16 item 24): it never says whether the address is a customer. */
export const invitationSentMessage = (email: string) => `An invitation has been sent to ${email}. They join this account when they accept it.`;

export function registerColleaguesRoutes(app: StoreHttp, deps: { colleagues: ColleaguesService; auth: AuthService; config: Pick<AppConfig, 'cookieSecure'> }): void {
  const { colleagues, auth, config } = deps;
  const manager = (docs: RouteDocs) => ({ config: { access: 'customer' as const, role: 'manager' as const, docs } });

  app.get('/api/account-users', {
    config: {
      access: 'customer',
      docs: { summary: "The account's users with their roles, and the invitations not yet accepted", response: colleaguesResponseSchema },
    },
  }, async (request, reply): Promise<ColleaguesResponse> => {
    const viewer = request.signedInViewer;
    const { users, invitations } = await colleagues.listColleagues(viewer);
    reply.header('cache-control', 'no-store');
    return {
      data: {
        users: users.map((user) => ({
          ...toAccountUserJson(user),
          is_you: user.userId === viewer.user.id,
          order_limit: user.role === 'manager' ? null : user.orderLimitCents,
          monthly_limit: user.role === 'manager' ? null : user.monthlyLimitCents,
        })),
        invitations: invitations.map(toPendingInvitationJson),
      },
    };
  });

  app.post('/api/account-users/invitations', { schema: { body: inviteColleagueBodySchema }, ...manager({
    summary: 'Invites someone by e-mail to join the account with a role',
    description: 'Needs the manager role. The answer is the same whether or not the address already signs in here; someone already in the account is a 422 on email.',
    response: invitationSentResponseSchema,
    status: 201,
  }) }, async (request, reply) => {
    const body = request.body;
    const viewer = request.signedInViewer;
    await colleagues.inviteMember({ accountId: viewer.account.id, email: body.email, role: body.role, invitedBy: viewer.user.id });
    return reply.code(201).send({ outcome: 'invited', message: invitationSentMessage(body.email) });
  });

  app.delete('/api/account-users/invitations/:id', { schema: { params: idParamsSchema }, ...manager({
    summary: 'Cancels an invitation not yet accepted',
    description: 'Needs the manager role.',
    response: colleaguesMessageResponseSchema,
  }) }, async (request) => {
    await colleagues.cancelInvitation(request.signedInViewer, request.params.id);
    return { message: 'The invitation has been cancelled.' };
  });

  app.put('/api/account-users/:id', { schema: { params: idParamsSchema, body: changeRoleBodySchema }, ...manager({
    summary: "Changes a user's role in the account",
    description: 'Needs the manager role. The id is the user id. Taking the role from the last manager is a 422 on role.',
    response: colleaguesMessageResponseSchema,
  }) }, async (request) => {
    const userId = request.params.id;
    const body = request.body;
    await colleagues.changeRole(request.signedInViewer, userId, body.role);
    return { message: 'The role has been changed.' };
  });

  app.patch('/api/account-users/:id', { schema: { params: idParamsSchema, body: accountUserLimitsBodySchema }, ...manager({
    summary: "Sets a buyer's spending limits (issue #29): order_limit and monthly_limit, cents excl. GST",
    description:
      'Needs the manager role. The id is the user id. null takes a limit away; a field left out stays as it is. An order over a limit waits for a manager\'s approval. A manager has no limits and a viewer cannot order: both are a 422.',
    response: colleaguesMessageResponseSchema,
  }) }, async (request) => {
    const body = request.body;
    await colleagues.setLimits(request.signedInViewer, request.params.id, { orderLimitCents: body.order_limit, monthlyLimitCents: body.monthly_limit });
    return { message: 'The spending limits have been saved.' };
  });

  app.delete('/api/account-users/:id', { schema: { params: idParamsSchema }, ...manager({
    summary: 'Removes a user from the account and ends their sessions in it',
    description: 'Needs the manager role. The id is the user id. Removing the last manager is a 422 on role.',
    response: colleaguesMessageResponseSchema,
  }) }, async (request) => {
    await colleagues.removeMember(request.signedInViewer, request.params.id);
    return { message: 'The user has been removed from this account.' };
  });

  app.get('/api/invitations/:token', {
    schema: { params: tokenParamsSchema },
    config: {
      access: 'public',
      docs: {
        summary: "An invitation link's details: who is invited, to which account, with which role",
        description: 'Public: the token is the authentication. has_login: the invited address already signs in here, so they sign in and accept (POST /api/invitations/join) rather than set a password.',
        response: invitationResponseSchema,
        errors: { 404: 'The link is invalid, used or expired (message says so)' },
      },
    },
  }, async (request, reply): Promise<InvitationResponse | undefined> => {
    const { token } = request.params;
    const invitation = await colleagues.findInvitation(token);
    reply.header('cache-control', 'no-store');
    if (!invitation) return reply.code(404).send({ message: INVITATION_INVALID_MESSAGE });
    return {
      data: {
        email: invitation.email,
        account_number: invitation.accountNumber,
        account_name: invitation.accountName,
        role: invitation.role,
        first_name: invitation.firstName,
        last_name: invitation.lastName,
        expires_at: invitation.expiresAt.toISOString(),
        has_login: invitation.hasLogin,
      },
    };
  });

  app.post('/api/invitations/accept', {
    schema: { body: acceptInvitationBodySchema },
    config: {
      access: 'public',
      docs: {
        summary: 'Accepts an invitation by setting a password for the invited address, and signs them in',
        description: 'Public: the token is the authentication. The answer starts their session in the account (as POST /api/login does, replacing any session this browser had). A link that is invalid, used or expired is a 422 on token; an address that has a login by now is a 422 on email (sign in and join instead).',
        response: invitationAcceptedResponseSchema,
      },
    },
  }, async (request, reply) => {
    const body = request.body;
    const { email } = await colleagues.acceptInvitation({ token: body.token, firstName: body.first_name, lastName: body.last_name, password: body.password });
    // Signed in with what they just set (issue #26 item 11), rather than typing it again on /login.
    const session = await auth.signIn({ email, password: body.password, rememberMe: false, previousToken: request.sessionToken });
    if (!session.ok) throw new Error('a login just made does not sign in');
    startSignedInSession(request, reply, config, { token: session.sessionToken, isPersistent: false });
    reply.header('cache-control', 'no-store');
    const message = `Your password is set, and you are signed in to account #${session.accountNumber}.`;
    return { success: true, email, account_number: session.accountNumber, message, redirect: '/my-account' };
  });

  // Any role may accept for themselves: their role where they are now has nothing to do with it.
  app.post('/api/invitations/join', {
    schema: { body: invitationTokenBodySchema },
    config: {
      access: 'customer',
      role: 'viewer',
      docs: {
        summary: 'The signed-in person accepts an invitation as themselves and this session moves to that account',
        description: 'Any role may accept. A link that is invalid, used or expired is a 422 on token; someone already in the account keeps their role.',
        response: invitationJoinedResponseSchema,
      },
    },
  }, async (request) => {
    const { token } = request.body;
    const { accountNumber, wasMember } = await colleagues.joinWithInvitation(request.signedInViewer, request.sessionToken, token);
    const message = wasMember ? `You are already a user of account #${accountNumber}.` : `You have joined account #${accountNumber}.`;
    return { success: true, account_number: accountNumber, message, redirect: '/my-account' };
  });
}
