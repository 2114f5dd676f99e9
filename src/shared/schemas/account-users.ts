// The account's users as the merchant's staff manage them (issue #30 Part 4): invite with a role,
// resend or cancel an invitation, remove a user, send a password reset.
import { z } from 'zod';
import { ACCOUNT_ROLES } from '../account-roles.ts';
import { roleSchema } from './account.ts';
import { textId } from './ids.ts';
import { emailText } from './session.ts';

/** POST /admin/api/accounts/{id}/invitations: the same fields as a manager's invitation. */
export const staffInviteBodySchema = z.object({ email: emailText(), role: roleSchema });
export type StaffInviteBody = z.infer<typeof staffInviteBodySchema>;

export const accountInvitationParamsSchema = z.object({ id: textId('id'), invitation_id: textId('invitation_id') });
export const accountUserParamsSchema = z.object({ id: textId('id'), user_id: textId('user_id') });

const accountUserJsonSchema = z.object({
  id: z.number().int().describe('The user id.'),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  joined_at: z.string().describe('When they joined this account (ISO 8601).'),
});
const accountInvitationJsonSchema = z.object({
  id: z.number().int(),
  email: z.string().describe('The invited address.'),
  role: z.enum(ACCOUNT_ROLES),
  expires_at: z.string().describe('When the link stops working (ISO 8601).'),
});
export type StaffAccountUserJson = z.infer<typeof accountUserJsonSchema>;
export type StaffAccountInvitationJson = z.infer<typeof accountInvitationJsonSchema>;

/** GET /admin/api/accounts/{id}/users: its users and the invitations not yet accepted. */
export const staffAccountUsersResponseSchema = z.object({
  data: z.object({ users: z.array(accountUserJsonSchema), invitations: z.array(accountInvitationJsonSchema) }),
});
export type StaffAccountUsersResponse = z.infer<typeof staffAccountUsersResponseSchema>;

export const staffAccountUsersMessageResponseSchema = z.object({ message: z.string().describe('What was done, in words for staff.') });
export type StaffAccountUsersMessage = z.infer<typeof staffAccountUsersMessageResponseSchema>;
