import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiError } from '../../shared/api-error.ts';
import { fieldErrorMap } from '../../shared/schemas/field-messages.ts';
import {
  ConflictError,
  CsrfError,
  DatabaseBusyError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthenticatedError,
  ValidationError,
} from '../errors.ts';
import { isDatabaseBusy, isDatabaseUnavailable } from './database-unavailable.ts';
import { OUTAGE_PAGE_HTML, RETRY_AFTER_SECONDS, STORE_UNAVAILABLE_MESSAGE, wantsHtmlPage } from './outage-page.ts';

/** Zod issues keyed by dotted path, first message per field. */
export function fieldErrorsFromZod(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Parses input with a zod schema; throws ValidationError (422) naming each bad field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {}, { error: fieldErrorMap });
  if (!result.success) throw new ValidationError(fieldErrorsFromZod(result.error));
  return result.data;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ApiError) => reply.status(status).type('application/json').send(body);
    if (error instanceof ValidationError) return send(422, { message: error.message, errors: error.errors });
    if (error instanceof z.ZodError) {
      const errors = fieldErrorsFromZod(error);
      return send(422, { message: Object.values(errors)[0] ?? 'The given data was invalid.', errors });
    }
    if (error instanceof UnauthenticatedError) {
      reply.headers(error.headers);
      return send(401, { message: error.message });
    }
    if (error instanceof CsrfError) return send(403, { message: error.message });
    if (error instanceof ForbiddenError) return send(403, { message: error.message });
    if (error instanceof NotFoundError) return send(404, { message: 'Not found.' });
    if (error instanceof ConflictError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(409, { ...error.details, message: error.message });
    }
    if (error instanceof TooManyRequestsError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
      return send(429, { message: error.message });
    }
    // The database is overloaded or out of reach: the client may try again shortly (recovery is automatic).
    if (isDatabaseUnavailable(error)) {
      const isBusy = isDatabaseBusy(error);
      if (!isBusy) request.log.warn({ err: error }, 'database unreachable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
      if (wantsHtmlPage(request)) return reply.status(503).type('text/html; charset=utf-8').send(OUTAGE_PAGE_HTML);
      return send(503, { message: isBusy ? new DatabaseBusyError().message : STORE_UNAVAILABLE_MESSAGE });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type) keep their status.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return send(429, { message: 'Too many attempts. Please try again later.' });
      return send(status === 400 ? 422 : status, { message: error.message, errors: { _: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return send(500, { message: 'Sorry, something has gone wrong. Please try again.' });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found.' }));

  // A page whose data call got 503 is rendered with status 503 by React Router; it gets Retry-After too.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  });
}
