// The back office's sign-in (issue #17 Part 2): POST /admin/api/login {email, password}, then
// POST /admin/api/login/code {code} or {recovery_code}; POST /admin/api/logout; GET /admin/api/me.
// Both steps count failures in the storefront's sign-in limiter (http/sign-in-limit.ts), under keys
// of their own, so a guesser slows down while a member from an address with no failures is let in.
import type { FastifyRequest } from 'fastify';
import type { StoreHttp } from '../../http/route-input.ts';
import type { StaffCodeResponseJson, StaffLoginResponseJson, StaffMeJson } from '../../../shared/schemas/staff.ts';
import {
  staffCodeBodySchema,
  staffCodeResponseSchema,
  staffLoginBodySchema,
  staffLoginResponseSchema,
  staffLogoutBodySchema,
  staffLogoutResponseSchema,
  staffMeJsonSchema,
} from '../../../shared/schemas/staff.ts';
import type { AppConfig } from '../../config.ts';
import { TooManyRequestsError, UnauthenticatedError, ValidationError } from '../../errors.ts';
import { endAdminSession, startAdminSession } from '../../http/admin-session.ts';
import type { SignInAttempt, SignInLimiter } from '../../http/sign-in-limit.ts';
import { WRONG_CREDENTIALS_MESSAGE, type AttemptOrigin, type StaffSignInService } from './staff-sign-in.service.ts';

export const SIGN_IN_FIRST_MESSAGE = 'Sign in with your password first.';

/** The address and browser of a request, for the member's sign-in history and sessions (issue #30 Part 4). */
export function attemptOrigin(request: FastifyRequest): AttemptOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

/** Runs one counted attempt: refused (429) while the limiter says so; a 422 counts as a failure. */
async function counted<T>(limiter: SignInLimiter, request: FastifyRequest, key: string, attempt: () => Promise<T>): Promise<T> {
  const verdict = await limiter.begin(request.ip, key);
  if (!verdict.isAllowed) {
    request.log.warn({ limit: 'staff sign-in', rule: verdict.reason, ip: request.ip }, 'rate limit reached');
    throw new TooManyRequestsError(verdict.retryAfterSeconds);
  }
  const settle = (outcome: 'success' | 'failure' | 'other') => settleQuietly(limiter, request, verdict.attempt, outcome);
  try {
    const result = await attempt();
    await settle('success');
    return result;
  } catch (error) {
    await settle(error instanceof ValidationError ? 'failure' : 'other');
    throw error;
  }
}

async function settleQuietly(limiter: SignInLimiter, request: FastifyRequest, attempt: SignInAttempt, outcome: 'success' | 'failure' | 'other') {
  try {
    await limiter.settle(attempt, outcome);
  } catch (error) {
    request.log.error({ err: error, ip: request.ip }, 'could not record how a staff sign-in attempt ended; it stays counted as a failure');
  }
}

export function registerStaffAuthRoutes(app: StoreHttp, deps: { signIn: StaffSignInService; limiter: SignInLimiter; config: AppConfig }): void {
  const { signIn, limiter, config } = deps;

  app.post('/admin/api/login', {
    schema: { body: staffLoginBodySchema },
    config: {
      access: 'public',
      docs: {
        summary: "The back office's sign-in, step one: e-mail and password",
        description: "Answers next: 'code' (enter the authenticator's code) or next: 'enrol' with the otpauth URL and secret to enrol one first; either way step two is POST /admin/api/login/code. One 422 (on email) for an unknown e-mail, a wrong password and a deactivated member.",
        response: staffLoginResponseSchema,
        errors: { 429: 'Too many failed attempts; Retry-After says when to try again' },
      },
    },
  }, async (request, reply): Promise<StaffLoginResponseJson> => {
    const body = request.body;
    const result = await counted(limiter, request, `staff:${body.email}`, async () => {
      const outcome = await signIn.checkPassword({ email: body.email, password: body.password, previousToken: request.adminToken, ...attemptOrigin(request) });
      // One message and one timing for an unknown e-mail, a wrong password and a deactivated member.
      if (!outcome.ok) throw new ValidationError({ email: WRONG_CREDENTIALS_MESSAGE }, WRONG_CREDENTIALS_MESSAGE);
      return outcome;
    });
    startAdminSession(request, reply, config, result.token);
    if (result.next === 'code') return { next: 'code' };
    return { next: 'enrol', otpauth_url: result.otpauthUrl, secret: result.secret };
  });

  app.post('/admin/api/login/code', {
    schema: { body: staffCodeBodySchema },
    config: {
      access: 'public',
      docs: {
        summary: "The back office's sign-in, step two: the authenticator's 6-digit code or a recovery code",
        description: 'Needs the session of step one (401 otherwise). Answers the signed-in member; at enrolment also the ten recovery codes, shown this once.',
        response: staffCodeResponseSchema,
        errors: { 429: 'Too many failed attempts; Retry-After says when to try again' },
      },
    },
  }, async (request, reply): Promise<StaffCodeResponseJson> => {
    const session = request.adminSession;
    if (!session || session.stage === 'signed-in') throw new UnauthenticatedError(SIGN_IN_FIRST_MESSAGE);
    const body = request.body;
    const result = await counted(limiter, request, `staff-code:${session.staff.email}`, () =>
      signIn.checkCode(request.adminToken, { code: body.code, recoveryCode: body.recovery_code, ...attemptOrigin(request) }),
    );
    startAdminSession(request, reply, config, result.token);
    return { ...toMeJson(result.staff), ...(result.recoveryCodes ? { recovery_codes: result.recoveryCodes } : {}) };
  });

  app.post('/admin/api/logout', {
    schema: { body: staffLogoutBodySchema },
    config: {
      access: 'public',
      docs: { summary: 'Signs out of the back office', response: staffLogoutResponseSchema },
    },
  }, async (request, reply) => {
    await signIn.signOut(request.adminToken);
    endAdminSession(request, reply, config);
    return { success: true, redirect: '/admin/login' };
  });

  app.get('/admin/api/me', {
    config: {
      access: 'staff',
      permission: 'any',
      docs: { summary: 'The signed-in staff member: id, e-mail and role', response: staffMeJsonSchema },
    },
  }, async (request): Promise<StaffMeJson> => toMeJson(request.staff));
}

function toMeJson(staff: { id: number; email: string; role: StaffMeJson['role'] }): StaffMeJson {
  return { id: staff.id, email: staff.email, role: staff.role };
}
