// Authenticator codes (RFC 6238: SHA-1, 30-second steps, 6 digits) through otpauth. A code is
// accepted for the step before and after the server's (a phone's clock a little off), and each step
// is good once: the caller keeps the last step used (staff_members.totp_last_step).
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Steps either side of now that still count (RFC 6238 §5.2 recommends at most one). */
const WINDOW = 1;
const ISSUER = 'Care Supply Co';

function totpOf(secretBase32: string, label = 'staff'): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as authenticator apps read it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address the enrolment QR code carries. */
export function otpauthUrlOf(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

export function stepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The step whose code `code` is, within the window around `at`; null when it matches none. */
export function matchingStep(secretBase32: string, code: string, at: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  return delta === null ? null : stepAt(at) + delta;
}

/** The code for `at` (tests and the browser tests compute what the phone would show). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}
