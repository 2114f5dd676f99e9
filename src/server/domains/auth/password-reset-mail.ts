import type { MailMessage } from '../../mail/mailer.ts';

/** The password reset email: the link works once, within 60 minutes. */
export function passwordResetMessage(input: { to: string; resetUrl: string }): MailMessage {
  // Short lines: only the link may exceed 76 characters (quoted-printable then folds it).
  return {
    to: input.to,
    subject: 'Reset your password',
    text: [
      'We received a request to reset the password for your account.',
      '',
      'Choose a new password here:',
      input.resetUrl,
      '',
      'The link works once and expires in 60 minutes.',
      'If you did not ask for this, you can ignore this email.',
    ].join('\n'),
  };
}
