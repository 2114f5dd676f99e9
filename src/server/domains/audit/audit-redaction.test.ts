import { describe, expect, it } from 'vitest';
import { isSecretName, withoutSecrets } from './audit-redaction.ts';

describe('audit redaction', () => {
  it('drops passwords, codes, secrets and tokens at any depth, and keeps everything else', () => {
    expect(
      withoutSecrets({
        email: 'a@example.test',
        role: 'staff',
        password: 'x',
        passwordHash: 'scrypt$…',
        totp_secret: 'ABC',
        recovery_codes: ['a', 'b'],
        nested: { code: '123456', carrier: 'NZ Couriers', list: [{ reset_token: 't', sku: 'S1' }] },
        integration_code: 'ADDR-7',
        account_number: '100200',
      }),
    ).toEqual({
      email: 'a@example.test',
      role: 'staff',
      nested: { carrier: 'NZ Couriers', list: [{ sku: 'S1' }] },
      integration_code: 'ADDR-7',
      account_number: '100200',
    });
    expect(withoutSecrets(null)).toBeNull();
  });

  it('names secrets whatever their case', () => {
    for (const name of ['password', 'Password_Confirmation', 'current_password', 'otpauth_url', 'recoveryCode', 'pendingTotpSecret', 'new_password']) {
      expect(isSecretName(name), name).toBe(true);
    }
    for (const name of ['email', 'role', 'active', 'integration_code', 'tracking_ref', 'post_code']) expect(isSecretName(name), name).toBe(false);
  });
});
