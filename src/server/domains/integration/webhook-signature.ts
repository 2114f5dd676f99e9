// Each webhook delivery is signed (issue #19): X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<body>" with the webhook's secret>. A receiver recomputes it over the bytes it received and
// refuses a timestamp too old (a replay).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature';

export function signatureOf(secret: string, timestampSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  return `t=${timestampSeconds},v1=${signatureOf(secret, timestampSeconds, body)}`;
}

/** What a receiver does: true when the header signs this body with this secret within `toleranceSeconds` of now. */
export function verifySignature(secret: string, header: string, body: string, options: { nowSeconds?: number; toleranceSeconds?: number } = {}): boolean {
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(signatureOf(secret, timestamp, body), 'hex'));
}
