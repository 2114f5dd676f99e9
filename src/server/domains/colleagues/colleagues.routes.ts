// The account's users (issue #11 part 4): managers invite, change roles and remove; everyone sees who
// is in the account. The invitation link's page uses the two public routes at the end.
import type { FastifyInstance } from 'fastify';
import type { AccountRole } from '../../../shared/account-roles.ts';
import {
  acceptInvitationBodySchema,
  changeRoleBodySchema,
  inviteColleagueBodySchema,
  type ColleaguesResponse,
} from '../../../shared/schemas/account.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { codeText } from '../../../shared/schemas/text.ts';
import { z } from 'zod';
import { parseInput } from '../../http/error-handler.ts';
import { INVITATION_INVALID_MESSAGE, type ColleaguesService, type InviteOutcome } from './colleagues.service.ts';

const tokenParamsSchema = z.object({ token: codeText('token').max(200) });

const idParam = (params: unknown): number => parseInput(idParamsSchema, params).id;

const INVITE_MESSAGES: Record<InviteOutcome, (email: string) => string> = {
  invited: (email) => `An invitation has been sent to ${email}.`,
  linked: (email) => `${email} already orders with us and has been added to this account.`,
  'already-a-user': (email) => `${email} is already a user of this account.`,
};

export function registerColleaguesRoutes(app: FastifyInstance, deps: { colleagues: ColleaguesService }): void {
  const { colleagues } = deps;
  const manager = { config: { access: 'signed-in' as const, role: 'manager' as const } };

  app.get('/api/account-users', { config: { access: 'signed-in' } }, async (request, reply): Promise<ColleaguesResponse> => {
    const viewer = request.signedInViewer;
    const { users, invitations } = await colleagues.listColleagues(viewer);
    reply.header('cache-control', 'no-store');
    return {
      data: {
        users: users.map((user) => ({
          id: user.userId,
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          role: user.role as AccountRole,
          joined_at: user.joinedAt.toISOString(),
          is_you: user.userId === viewer.user.id,
        })),
        invitations: invitations.map((invitation) => ({
          id: invitation.id,
          email: invitation.email,
          role: invitation.role as AccountRole,
          expires_at: invitation.expiresAt.toISOString(),
        })),
      },
    };
  });

  app.post('/api/account-users/invitations', manager, async (request, reply) => {
    const body = parseInput(inviteColleagueBodySchema, request.body);
    const viewer = request.signedInViewer;
    const outcome = await colleagues.inviteMember({ accountId: viewer.account.id, email: body.email, role: body.role, invitedBy: viewer.user.id });
    return reply.code(outcome === 'invited' ? 201 : 200).send({ outcome, message: INVITE_MESSAGES[outcome](body.email) });
  });

  app.delete('/api/account-users/invitations/:id', manager, async (request) => {
    await colleagues.cancelInvitation(request.signedInViewer, idParam(request.params));
    return { message: 'The invitation has been cancelled.' };
  });

  app.put('/api/account-users/:id', manager, async (request) => {
    const userId = idParam(request.params);
    const body = parseInput(changeRoleBodySchema, request.body);
    await colleagues.changeRole(request.signedInViewer, userId, body.role);
    return { message: 'The role has been changed.' };
  });

  app.delete('/api/account-users/:id', manager, async (request) => {
    await colleagues.removeMember(request.signedInViewer, idParam(request.params));
    return { message: 'The user has been removed from this account.' };
  });

  app.get('/api/invitations/:token', { config: { access: 'public' } }, async (request, reply) => {
    const { token } = parseInput(tokenParamsSchema, request.params);
    const invitation = await colleagues.findInvitation(token);
    reply.header('cache-control', 'no-store');
    if (!invitation) return reply.code(404).send({ message: INVITATION_INVALID_MESSAGE });
    return { data: { email: invitation.email, account_name: invitation.accountName, role: invitation.role } };
  });

  app.post('/api/invitations/accept', { config: { access: 'public' } }, async (request) => {
    const body = parseInput(acceptInvitationBodySchema, request.body);
    const { email } = await colleagues.acceptInvitation({ token: body.token, firstName: body.first_name, lastName: body.last_name, password: body.password });
    return { success: true, email, message: 'Your password is set. Please sign in.', redirect: '/login' };
  });
}
