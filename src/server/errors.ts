// Domain errors: no HTTP in them; http/error-handler.ts maps each class to a status.
import { tooManyAttemptsMessage } from '../shared/wait-text.ts';

export type FieldErrors = Record<string, string>;

export class ValidationError extends Error {
  readonly errors: FieldErrors;
  constructor(errors: FieldErrors, message?: string) {
    super(message ?? Object.values(errors)[0] ?? 'The given data was invalid.');
    this.errors = errors;
  }
}

export class NotFoundError extends Error {
  constructor(what: string, id?: string | number) {
    super(id === undefined ? `${what} not found` : `${what} ${id} not found`);
  }
}

export class UnauthenticatedError extends Error {
  /** Headers the answer carries (an API key refused: WWW-Authenticate). */
  readonly headers: Readonly<Record<string, string>>;
  constructor(message = 'Please log in to continue.', headers: Record<string, string> = {}) {
    super(message);
    this.headers = headers;
  }
}

export class CsrfError extends Error {
  constructor(message = 'Your page has expired. Please refresh the page and try again.') {
    super(message);
  }
}

export class ForbiddenError extends Error {}

export class ConflictError extends Error {
  /** When the conflict will have passed by itself (a refund claim being settled): the 409's Retry-After. */
  readonly retryAfterSeconds: number | undefined;
  /** More the client can act on, answered beside the message (a delivery day closed: the next one). */
  readonly details: Record<string, unknown> | undefined;
  constructor(message?: string, options: { retryAfterSeconds?: number; details?: Record<string, unknown> } = {}) {
    super(message);
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

export class TooManyRequestsError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message = tooManyAttemptsMessage(retryAfterSeconds)) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The database queue is full; answered 503 at once rather than after seconds of waiting. */
export class DatabaseBusyError extends Error {
  constructor() {
    super('The store is busy right now. Please try again in a moment.');
  }
}
