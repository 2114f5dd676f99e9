// The link of a change of sign-in e-mail (issue #16 item 23). Public: the token is the authentication
// (it reached the new address), and the link may be opened on a device where nobody is signed in.
import type { StoreHttp } from '../../http/route-input.ts';
import { confirmEmailChangeBodySchema, emailChangeConfirmedResponseSchema } from '../../../shared/schemas/account.ts';
import type { EmailChangeService } from './email-change.service.ts';
import { hashToken } from '../../kernel/tokens.ts';
import { isSignedInToken } from './session-tokens.ts';

export function registerEmailChangeRoutes(app: StoreHttp, deps: { emailChange: EmailChangeService }): void {
  app.post('/api/email/confirm', {
    schema: { body: confirmEmailChangeBodySchema },
    config: {
      access: 'public',
      docs: {
        summary: "Confirms a change of sign-in e-mail with the link's token",
        description: 'Public: the token reached the new address, and the link may be opened where nobody is signed in. An invalid or expired link is a 422 on token.',
        response: emailChangeConfirmedResponseSchema,
      },
    },
  }, async (request, reply) => {
    const { token } = request.body;
    const user = request.viewer.user;
    const session = user && isSignedInToken(request.sessionToken) ? { idHash: hashToken(request.sessionToken), userId: user.id } : null;
    const { email, isSignedIn } = await deps.emailChange.confirmChange(token, session);
    reply.header('cache-control', 'no-store');
    return {
      success: true,
      email,
      message: `You now sign in with ${email}.`,
      redirect: isSignedIn ? '/my-account' : '/login',
    };
  });
}
