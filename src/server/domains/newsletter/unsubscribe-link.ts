// Unsubscribe links that never expire and need no stored secret per subscriber: the subscriber's id
// signed with a key derived from the store's secret. Anyone holding the link can only unsubscribe.
import { createHmac, timingSafeEqual } from 'node:crypto';

function signatureOf(secret: string, subscriberId: number): string {
  const key = createHmac('sha256', secret).update('newsletter-unsubscribe').digest();
  return createHmac('sha256', key).update(`unsubscribe:${subscriberId}`).digest('base64url');
}

export function unsubscribeToken(secret: string, subscriberId: number): string {
  return `${subscriberId}-${signatureOf(secret, subscriberId)}`;
}

/** The subscriber id a token names, or null when it is not one the store signed. */
export function subscriberOfToken(secret: string, token: string): number | null {
  const match = /^(\d{1,10})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signatureOf(secret, id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
