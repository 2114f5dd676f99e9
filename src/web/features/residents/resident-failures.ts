// What a failed Resident Tracker call tells the user (spec §8): the server's message when it refused the
// request for a reason it gave (4xx), otherwise the spec's sentence for that action.
import { ApiRequestError } from '../../lib/api-client.ts';

export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status < 500 && error.body.message) return error.body.message;
  return fallback;
}

/** A 422's field errors; empty for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError && error.status === 422 ? (error.body.errors ?? {}) : {};
}
