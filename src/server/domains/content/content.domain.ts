// The content domain: the notice, customer logos, testimonials and the pages' content blocks.
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { registerAdminContentRoutes } from './admin-content.routes.ts';
import { createContentAdminRepo } from './content-admin.repo.ts';
import { createContentAdminService, type ContentAdminService } from './content-admin.service.ts';
import { createContentRepo, type ContentRepo } from './content.repo.ts';
import { registerContentRoutes } from './content.routes.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    /** Content is read as it is stored: its repository is its service. */
    content: ContentRepo;
    /** The notice, testimonials, logos and footer pages as staff keep them (issue #19). */
    contentAdmin: ContentAdminService;
  }
}

export const contentDomain = defineDomain({
  name: 'content',
  services: {
    content: ({ database }) => createContentRepo(database.db),
    contentAdmin: ({ database }, { media }) => createContentAdminService({ repo: createContentAdminRepo(database.db), transact: transactOn(database.db), media }),
  },
  routes: (app, { content, contentAdmin }) => registerContentRoutes(app, { content, contentAdmin }),
  staffRoutes: (scope, { contentAdmin, audit }) => registerAdminContentRoutes(scope, { contentAdmin, audit }),
});
