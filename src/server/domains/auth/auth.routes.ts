import fastifyFormbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { StoreHttp, ZodTypeProvider } from '../../http/route-input.ts';
import {
  doneResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  logoutBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  passwordResetRequestedResponseSchema,
  sessionJsonSchema,
  type SessionJson,
} from '../../../shared/schemas/session.ts';
import type { AppConfig } from '../../config.ts';
import { ValidationError } from '../../errors.ts';
import { endSession, startSignedInSession } from '../../http/session.ts';
import type { AuthService } from './auth.service.ts';
import type { Viewer, ViewingStaff } from '../../kernel/viewer.ts';

export const CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
export const RESET_REQUESTED_MESSAGE = 'If that email address is registered, we have sent a password reset link.';
export const RESET_TOKEN_INVALID_MESSAGE = 'This password reset link is invalid or has expired.';

export function toSessionJson(viewer: Viewer, csrfToken: string, viewing: ViewingStaff | null = null): SessionJson {
  return {
    is_logged_in: viewer.user !== null && viewer.account !== null,
    user: viewer.user
      ? { id: viewer.user.id, email: viewer.user.email, first_name: viewer.user.firstName, last_name: viewer.user.lastName }
      : null,
    account: viewer.account
      ? {
          id: viewer.account.id,
          account_number: viewer.account.accountNumber,
          name: viewer.account.name,
          can_switch: viewer.account.canSwitchAccounts,
          role: viewer.account.role,
        }
      : null,
    csrf_token: csrfToken,
    view_as: viewing
      ? { account_name: viewing.accountName, account_number: viewing.accountNumber, staff_email: viewing.staffEmail, ends_at: viewing.endsAt.toISOString() }
      : null,
  };
}

/** A browser form post without scripts (it wants a page back) rather than the API client. */
function isPlainFormPost(request: FastifyRequest): boolean {
  return !request.headers['x-requested-with'] && (request.headers.accept ?? '').includes('text/html');
}

export function registerAuthRoutes(app: StoreHttp, deps: { auth: AuthService; config: AppConfig }): void {
  const { auth, config } = deps;

  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // Sign-out works as a plain HTML form too (the token travels as a form field).
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) await scope.register(fastifyFormbody);

    scope.get('/api/session', {
      config: {
        access: 'public',
        docs: {
          summary: 'Who is viewing: the user and account when signed in, and the CSRF token to send with every change',
          response: sessionJsonSchema,
        },
      },
    }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toSessionJson(request.viewer, request.csrfToken, request.viewAs);
    });

    scope.post('/api/login', {
      schema: { body: loginBodySchema },
      config: {
        access: 'public',
        docs: {
          summary: 'Signs in with e-mail and password',
          description: 'One 422 (on email) for an unknown e-mail, a wrong password and a user without an account. Failures are counted per address and e-mail.',
          response: loginResponseSchema,
          errors: { 429: 'Too many failed attempts; Retry-After says when to try again' },
        },
      },
    }, async (request, reply) => {
      const body = request.body;
      const result = await auth.signIn({
        email: body.email,
        password: body.password,
        rememberMe: body.remember_me,
        previousToken: request.sessionToken,
      });
      // One message for an unknown email, a wrong password and a user without an account.
      if (!result.ok) throw new ValidationError({ email: CREDENTIALS_MESSAGE }, CREDENTIALS_MESSAGE);
      startSignedInSession(request, reply, config, { token: result.sessionToken, isPersistent: result.isPersistent });
      reply.header('cache-control', 'no-store');
      return { success: true, redirect: '/#category', account_number: result.accountNumber };
    });

    scope.post('/logout', {
      schema: { body: logoutBodySchema },
      config: {
        access: 'public',
        docs: {
          summary: 'Signs out',
          description: 'Also a plain HTML form post (token as a form field), which is redirected (303) to /.',
          response: doneResponseSchema('/'),
        },
      },
    }, async (request, reply) => {
      await auth.signOut(request.sessionToken);
      endSession(request, reply, config);
      if (isPlainFormPost(request)) return reply.redirect('/', 303);
      return { success: true, redirect: '/' };
    });

    scope.post('/password/email', {
      schema: { body: passwordResetRequestBodySchema },
      config: {
        access: 'public',
        docs: {
          summary: 'Sends a password reset link to the address, if it is registered',
          description: 'The answer is the same whether or not the address is registered.',
          response: passwordResetRequestedResponseSchema,
          errors: { 429: 'Too many requests from this address or for this e-mail; Retry-After says when to try again' },
        },
      },
    }, async (request) => {
      const body = request.body;
      await auth.requestPasswordReset(body.email);
      return { message: RESET_REQUESTED_MESSAGE };
    });

    scope.post('/password/reset', {
      schema: { body: passwordResetBodySchema },
      config: {
        access: 'public',
        docs: {
          summary: "Sets a new password with a reset link's token",
          description: 'An invalid or expired link is a 422 on token; a weak password a 422 on password.',
          response: doneResponseSchema('/login'),
        },
      },
    }, async (request) => {
      const body = request.body;
      const result = await auth.resetPassword({ token: body.token, password: body.password });
      if (!result.ok && result.field === 'password') throw new ValidationError({ password: result.message });
      if (!result.ok) throw new ValidationError({ token: RESET_TOKEN_INVALID_MESSAGE });
      return { success: true, redirect: '/login' };
    });
  });
}
