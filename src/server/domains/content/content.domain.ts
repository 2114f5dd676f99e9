// The content domain: the notice, customer logos, testimonials and the pages' content blocks.
import { defineDomain } from '../../assembly/domain.ts';
import { createContentRepo, type ContentRepo } from './content.repo.ts';
import { registerContentRoutes } from './content.routes.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    /** Content is read as it is stored: its repository is its service. */
    content: ContentRepo;
  }
}

export const contentDomain = defineDomain({
  name: 'content',
  services: { content: ({ database }) => createContentRepo(database.db) },
  routes: (app, { content }) => registerContentRoutes(app, { content }),
});
