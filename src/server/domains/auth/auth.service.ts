import type { AppConfig } from '../../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AuthRepo } from './auth.repo.ts';

export function createAuthService(deps: { repo: AuthRepo; mailer: Mailer; config: AppConfig }) {
  return { deps };
}
export type AuthService = ReturnType<typeof createAuthService>;
