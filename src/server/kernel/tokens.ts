// Session ids and one-time tokens (reset, invitation, e-mail change, unsubscribe): 32 random bytes,
// base64url; the database keeps only a SHA-256 of each, so a leaked table does not let anyone sign in.
import { createHash, randomBytes } from 'node:crypto';

/** What newRandomToken makes: 43 base64url characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newRandomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
