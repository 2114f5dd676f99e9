// Recovery codes (issue #17): ten per enrolment, shown once, each good once. 10 characters from an
// alphabet without look-alikes (no 0/o, 1/l/i), about 49 bits each: too many to guess within the
// sign-in limits, so a plain SHA-256 is kept (no slow hash needed, unlike a password).
import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** 'k7m2p-q9x4t': as shown to the member. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/** The stored form: the code without its dash and blanks, in lower case, hashed. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
}
