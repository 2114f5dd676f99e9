// The one password rule (issue #7), applied wherever a password is set: accounts:create, the reset link and
// any later change of password. Never at sign-in, so a password set under an older rule still signs in.
// The browser shows only the length (shared/passwords.ts); the list of common passwords stays on the server.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/passwords.ts';

/** Why `password` may not be set for the user with `email`, or null when it may. `commonPasswords` are lower case. */
export function passwordRuleMessage(password: string, email: string, commonPasswords: ReadonlySet<string>): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`;
  // Compared as the hash sees it (password-hash.ts normalises NFKC), ignoring case.
  const folded = password.normalize('NFKC').toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.includes('@') ? address.slice(0, address.lastIndexOf('@')) : address;
  if (folded === address || folded === localPart) return 'The password may not be your email address.';
  if (/^(.)\1*$/su.test(folded)) return 'The password may not be one character repeated.';
  if (commonPasswords.has(folded)) return 'This password is one of the most common passwords. Please choose another.';
  return null;
}

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/** zxcvbn-ts's list of common passwords (about 49,000), loaded on first use: it takes ~80 ms that no start or sign-in should pay. */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  );
  return commonPasswords;
}

/** The password rule with the common-password list: a message to show, or null when the password may be set. */
export async function checkNewPassword(password: string, email: string): Promise<string | null> {
  return passwordRuleMessage(password, email, await loadCommonPasswords());
}
