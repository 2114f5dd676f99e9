// The health check and graceful shutdown.
import { declareDomain } from './declaration.ts';

export const healthDeclaration = declareDomain({
  name: 'health',
});
