import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader, verifySignature } from './webhook-signature.ts';

describe('webhook signatures', () => {
  const secret = 'whsec_test';
  const body = '{"event":"order.placed","id":"order.placed.7"}';

  it('signs "<t>.<body>" with HMAC-SHA256 in hex, and a receiver verifies it', () => {
    const header = signatureHeader(secret, 1_800_000_000, body);
    expect(header).toBe(`t=1800000000,v1=${createHmac('sha256', secret).update(`1800000000.${body}`).digest('hex')}`);
    expect(verifySignature(secret, header, body, { nowSeconds: 1_800_000_010 })).toBe(true);
  });

  it('refuses another body, another secret, an old timestamp and a malformed header', () => {
    const header = signatureHeader(secret, 1_800_000_000, body);
    expect(verifySignature(secret, header, `${body} `, { nowSeconds: 1_800_000_000 })).toBe(false);
    expect(verifySignature('whsec_other', header, body, { nowSeconds: 1_800_000_000 })).toBe(false);
    expect(verifySignature(secret, header, body, { nowSeconds: 1_800_000_301 })).toBe(false);
    expect(verifySignature(secret, 'v1=abc', body, { nowSeconds: 1_800_000_000 })).toBe(false);
  });
});
