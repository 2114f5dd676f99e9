// Session ids (the `sid` cookie): a kernel token (kernel/tokens.ts) for a signed-in session, the same
// with a prefix for a guest.
import { newRandomToken, TOKEN_PATTERN } from '../../kernel/tokens.ts';

/** A signed-in session lasts this long with 'Keep me signed in' (cookie Max-Age and row expiry). */
export const REMEMBER_ME_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Without it, the session ends after this much inactivity (sliding) or when the browser closes. */
export const IDLE_TTL_MS = 12 * 60 * 60 * 1000;
/** A sliding session's row is written at most this often, not on every request. */
export const SESSION_REFRESH_INTERVAL_MS = 5 * 60 * 1000;
/** spec: a password reset link works once, within 60 minutes. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

// Guests get a sid too (the CSRF token is bound to it) but no database row. Their ids carry this
// prefix, so a guest request costs no query: only prefix-less ids are looked up.
const GUEST_PREFIX = 'g.';

export function newGuestToken(): string {
  return GUEST_PREFIX + newRandomToken();
}

export function isSignedInToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export function isGuestToken(token: string): boolean {
  return token.startsWith(GUEST_PREFIX) && TOKEN_PATTERN.test(token.slice(GUEST_PREFIX.length));
}
