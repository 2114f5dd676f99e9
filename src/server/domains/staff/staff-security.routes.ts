// Staff security (issue #30 Part 4): a member's sign-ins and sessions, 'sign out everywhere', an owner's
// resets of another member's password or authenticator, and the reset link's POST.
import type { FastifyRequest } from 'fastify';
import type { StoreHttp } from '../../http/route-input.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import {
  staffResetResponseSchema,
  staffSessionsEndedResponseSchema,
  staffSessionsResponseSchema,
  staffSetPasswordBodySchema,
  staffSetPasswordResponseSchema,
  staffSignInsQuerySchema,
  staffSignInsResponseSchema,
} from '../../../shared/schemas/staff-security.ts';
import { hashToken, TOKEN_PATTERN } from '../../kernel/tokens.ts';
import { staffActor } from '../audit/audit.service.ts';
import type { StaffPasswordService } from './staff-password-reset.ts';
import type { StaffSecurityService } from './staff-security.service.ts';

/** The id hash of the session making the request, to mark it among the member's. */
const currentSessionOf = (request: FastifyRequest): string | null => (TOKEN_PATTERN.test(request.adminToken) ? hashToken(request.adminToken) : null);

const sessionsEndedMessage = (result: { ended: number; isCurrentKept: boolean; email: string }) => {
  const count = result.ended === 1 ? '1 session' : `${result.ended} sessions`;
  return result.isCurrentKept ? `Signed out of ${count} elsewhere; this one stays signed in.` : `${result.email} is signed out everywhere (${count} ended).`;
};

export function registerStaffSecurityRoutes(app: StoreHttp, deps: { security: StaffSecurityService; passwords: StaffPasswordService }): void {
  const { security, passwords } = deps;
  const OWNERS = { access: 'staff', permission: 'staff' } as const;
  // The member themselves, or a role with the staff permission: the service checks which (403 otherwise).
  const SELF_OR_OWNERS = { access: 'staff', permission: 'any' } as const;
  const selfOrOwners = 'Needs the staff permission (owners), except for a member asking about themselves.';

  app.get('/admin/api/staff/:id/sign-ins', {
    schema: { params: idParamsSchema, querystring: staffSignInsQuerySchema },
    config: {
      ...SELF_OR_OWNERS,
      docs: {
        summary: "A staff member's sign-in history, newest first: time, address, browser and result, kept 90 days",
        description: `${selfOrOwners} Every attempt against the member that ended in a sign-in or a refusal (wrong password, wrong or reused code, lockout…); 50 a page unless per_page says.`,
        response: staffSignInsResponseSchema,
      },
    },
  }, async (request) => security.listSignIns(request.staff, request.params.id, request.query));

  app.get('/admin/api/staff/:id/sessions', {
    schema: { params: idParamsSchema },
    config: {
      ...SELF_OR_OWNERS,
      docs: {
        summary: "A staff member's active back-office sessions: started, last seen, address and browser, the caller's own marked current",
        description: selfOrOwners,
        response: staffSessionsResponseSchema,
      },
    },
  }, async (request) => ({ data: await security.listSessions(request.staff, request.params.id, currentSessionOf(request)) }));

  app.delete('/admin/api/staff/:id/sessions', {
    schema: { params: idParamsSchema },
    config: {
      ...SELF_OR_OWNERS,
      docs: {
        summary: "Signs a staff member out everywhere: ends all their sessions (a member's own: all but the one asking)",
        description: `${selfOrOwners} Audited.`,
        response: staffSessionsEndedResponseSchema,
      },
    },
  }, async (request) => {
    const result = await security.endSessions(request.staff, staffActor(request.staff), request.params.id, currentSessionOf(request));
    return { data: { ended: result.ended }, message: sessionsEndedMessage(result) };
  });

  app.post('/admin/api/staff/:id/reset-password', {
    schema: { params: idParamsSchema },
    config: {
      ...OWNERS,
      docs: {
        summary: 'E-mails a staff member a link to set a new password (works once, for 24 hours)',
        description: 'Needs the staff permission (owners); not for yourself (403). Their password and sessions stay until they use the link, which signs them out everywhere. Audited.',
        response: staffResetResponseSchema,
        errors: { 409: 'The member is deactivated' },
      },
    },
  }, async (request) => {
    const result = await security.resetPassword(request.staff, staffActor(request.staff), request.params.id);
    return { message: `A link to set a new password is on its way to ${result.email}. It works once, for 24 hours.` };
  });

  app.post('/admin/api/staff/:id/reset-authenticator', {
    schema: { params: idParamsSchema },
    config: {
      ...OWNERS,
      docs: {
        summary: "Resets a staff member's authenticator: they set up a new one at their next sign-in, and are signed out now",
        description: 'Needs the staff permission (owners); not for yourself (403). Their recovery codes stop working too. Audited.',
        response: staffResetResponseSchema,
      },
    },
  }, async (request) => {
    const result = await security.resetAuthenticator(request.staff, staffActor(request.staff), request.params.id);
    return { message: `${result.email} is signed out and sets up a new authenticator app at their next sign-in.` };
  });

  app.post('/admin/api/password/reset', {
    schema: { body: staffSetPasswordBodySchema },
    config: {
      access: 'public',
      docs: {
        summary: "Sets a staff member's new password with the link an owner had e-mailed them",
        description: 'The token is the authentication. A link unknown, used or expired is a 422 on token; a weak password a 422 on password. Signs the member out everywhere.',
        response: staffSetPasswordResponseSchema,
      },
    },
  }, async (request) => {
    await passwords.setPassword({ token: request.body.token, password: request.body.password });
    return { success: true as const, redirect: '/admin/login' };
  });
}
