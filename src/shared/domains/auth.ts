// Sign-in and sessions: users sign in against the accounts domain's identity tables.
import { declareDomain } from './declaration.ts';

export const authDeclaration = declareDomain({
  name: 'auth',
  owns: ['sessions.ts'],
  reads: ['accounts.ts'],
});
