// The Resident Tracker.
import { declareDomain } from './declaration.ts';

export const residentsDeclaration = declareDomain({
  name: 'residents',
  owns: ['residents.ts'],
  customerPrefixes: ['/api/resident-'],
});
