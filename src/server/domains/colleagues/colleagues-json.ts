// An account's users and pending invitations on the wire, as a manager (GET /api/account-users) and the
// merchant's staff (GET /admin/api/accounts/{id}/users) see them.
import type { AccountRole } from '../../../shared/account-roles.ts';
import type { Colleague, PendingInvitation } from './colleagues.repo.ts';

export function toAccountUserJson(user: Colleague) {
  return {
    id: user.userId,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role as AccountRole,
    joined_at: user.joinedAt.toISOString(),
  };
}

export function toPendingInvitationJson(invitation: PendingInvitation) {
  return { id: invitation.id, email: invitation.email, role: invitation.role as AccountRole, expires_at: invitation.expiresAt.toISOString() };
}
