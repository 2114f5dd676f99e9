// Newsletter subscriptions (it writes its subscribers: table-writes.test.ts).
import { declareDomain } from './declaration.ts';

export const newsletterDeclaration = declareDomain({
  name: 'newsletter',
  reads: ['applications.ts'],
});
