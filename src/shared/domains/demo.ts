// The demo store's data, written through the domains that own it.
import { declareDomain } from './declaration.ts';

export const demoDeclaration = declareDomain({
  name: 'demo',
});
