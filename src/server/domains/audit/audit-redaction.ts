// Passwords, codes and secrets never reach the audit log (issue #17 Part 5). The writer of an entry
// leaves them out; this drops any that slip through, by name, at any depth, before the row is written.

/** Names (snake_case or camelCase, any case) whose values are never recorded. */
const SECRET_NAMES = new Set(['password', 'passwordconfirmation', 'currentpassword', 'secret', 'code', 'codes', 'recoverycode', 'recoverycodes', 'token', 'otpauthurl']);
/** Name endings that mark a secret: password_hash, totp_secret, reset_token, new_password. */
const SECRET_ENDINGS = ['hash', 'secret', 'token', 'password'];

export function isSecretName(name: string): boolean {
  const plain = name.replace(/[_-]/g, '').toLowerCase();
  return SECRET_NAMES.has(plain) || SECRET_ENDINGS.some((ending) => plain.endsWith(ending));
}

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !isSecretName(key)).map(([key, inner]) => [key, scrub(inner)]));
}

/** The values with every secret-named field removed (a copy; null stays null). */
export function withoutSecrets(values: Record<string, unknown> | null): Record<string, unknown> | null {
  return values === null ? null : (scrub(values) as Record<string, unknown>);
}
