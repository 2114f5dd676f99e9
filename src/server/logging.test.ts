import { describe, expect, it } from 'vitest';
import { isSecretName, maskQueryValues, REDACTED } from './logging.ts';

describe('isSecretName', () => {
  it.each(['key', 'KEY', 'api_key', 'apiKey', 'X-Api-Key', 'apikey', 'token', 'access_token', 'refreshToken', 'client_secret', 'password', 'new-password', 'code', 'recovery_code', 'authorization', 'Cookie', 'session', 'sig', 'otp'])(
    'takes %j as naming a secret',
    (name) => {
      expect(isSecretName(name)).toBe(true);
    },
  );

  it.each(['keyword', 'q', 'page', 'after', 'limit', 'category', 'sort', 'postcode', 'monkey'])('takes %j as no secret', (name) => {
    expect(isSecretName(name)).toBe(false);
  });
});

describe('maskQueryValues', () => {
  it('masks the values of secret-named parameters and keeps the others', () => {
    expect(maskQueryValues('/api/integration/orders?after=5&key=abc123&limit=10')).toBe(`/api/integration/orders?after=5&key=${REDACTED}&limit=10`);
    expect(maskQueryValues('/reset?token=t0k&code=123456')).toBe(`/reset?token=${REDACTED}&code=${REDACTED}`);
    expect(maskQueryValues('/api/products?keyword=gloves&page=2')).toBe('/api/products?keyword=gloves&page=2');
  });

  it('reads an encoded name as the server does, and masks inside a message', () => {
    expect(maskQueryValues('/x?api%5Fkey=abc')).toBe(`/x?api%5Fkey=${REDACTED}`);
    expect(maskQueryValues('/x?Api-Key=abc#top')).toBe(`/x?Api-Key=${REDACTED}#top`);
    expect(maskQueryValues('Route GET:/api/nope?password=hunter2 not found')).toBe(`Route GET:/api/nope?password=${REDACTED} not found`);
  });

  it('leaves text without a query alone', () => {
    expect(maskQueryValues('/api/integration/orders')).toBe('/api/integration/orders');
    expect(maskQueryValues('key=abc without a query')).toBe('key=abc without a query');
  });
});
