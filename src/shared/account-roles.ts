// A user's role in an account (issue #11; spec §6 names no roles, so these are ours, see docs/decisions.md):
// a manager runs the account (people, addresses, details) and buys; a buyer orders, keeps lists and
// residents; a viewer sees prices, orders and residents and changes nothing.
export const ACCOUNT_ROLES = ['manager', 'buyer', 'viewer'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

const RANK: Record<AccountRole, number> = { viewer: 1, buyer: 2, manager: 3 };

/** Whether `role` may do what needs at least `needed`. */
export function roleAllows(role: AccountRole, needed: AccountRole): boolean {
  return RANK[role] >= RANK[needed];
}

export const ROLE_LABELS: Record<AccountRole, string> = { manager: 'Manager', buyer: 'Buyer', viewer: 'Viewer' };

export function isAccountRole(value: unknown): value is AccountRole {
  return typeof value === 'string' && (ACCOUNT_ROLES as readonly string[]).includes(value);
}

/** The 403 message of a role that may not do something. */
export function roleRefusedMessage(role: AccountRole): string {
  return role === 'viewer'
    ? 'Your role on this account (Viewer) lets you see, not change. Ask a manager of the account.'
    : `Your role on this account (${ROLE_LABELS[role]}) does not allow this. Ask a manager of the account.`;
}
