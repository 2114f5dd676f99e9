// Staff security's words and limits (issue #30 Part 4), zod-free so the back office's pages use them too:
// how a sign-in attempt ended and its label, and how long the history keeps it.

/** How an attempt against a known member ended, as the sign-in tells them apart. */
export const STAFF_SIGN_IN_RESULTS = [
  'signed_in',
  'signed_in_new_authenticator',
  'signed_in_recovery_code',
  'wrong_password',
  'deactivated',
  'wrong_code',
  'code_reused',
  'wrong_recovery_code',
  'locked',
] as const;
export type StaffSignInResult = (typeof STAFF_SIGN_IN_RESULTS)[number];

export const STAFF_SIGN_IN_RESULT_LABELS: Record<StaffSignInResult, string> = {
  signed_in: 'Signed in',
  signed_in_new_authenticator: 'Signed in, set up an authenticator',
  signed_in_recovery_code: 'Signed in with a recovery code',
  wrong_password: 'Wrong password',
  deactivated: 'Refused: deactivated',
  wrong_code: 'Wrong code',
  code_reused: 'Code used twice',
  wrong_recovery_code: 'Wrong recovery code',
  locked: 'Locked out: too many wrong codes',
};

/** The results that let the member in. */
export const isSignedInResult = (result: StaffSignInResult): boolean => result.startsWith('signed_in');

/** How long the history keeps an attempt. */
export const STAFF_SIGN_IN_HISTORY_DAYS = 90;
export const STAFF_SIGN_INS_PER_PAGE = 50;
