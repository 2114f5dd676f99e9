// The view-as domain (issue #30 Part 4): staff view the storefront as an account's user, read-only.
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { registerAdminViewAsRoutes } from './admin-view-as.routes.ts';
import { createViewAsRepo } from './view-as.repo.ts';
import { viewAsSweepQueue } from './view-as.queues.ts';
import { registerViewAsRoutes } from './view-as.routes.ts';
import { createViewAsService, type ViewAsService } from './view-as.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    viewAs: ViewAsService;
  }
}

export const viewAsDomain = defineDomain({
  name: 'view-as',
  services: {
    viewAs: ({ database, now }, { auth, audit }) =>
      createViewAsService({ repo: createViewAsRepo(database.db), transact: transactOn(database.db), audit: audit.write, auth, now }),
  },
  jobs: [
    {
      queue: viewAsSweepQueue,
      handler: (_context, { viewAs }) => async () => {
        await viewAs.endExpiredViews();
      },
    },
  ],
  routes: (app, { viewAs }, { config }) => registerViewAsRoutes(app, { viewAs, config }),
  staffRoutes: (scope, { viewAs }, { config }) => registerAdminViewAsRoutes(scope, { viewAs, config }),
});
