// Uploaded pictures.
import { declareDomain } from './declaration.ts';

export const mediaDeclaration = declareDomain({
  name: 'media',
  owns: ['media.ts'],
});
