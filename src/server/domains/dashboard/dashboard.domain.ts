// The dashboard domain (issue #30 Part 1): the back office's home figures and its new-order signal. It
// writes nothing: it reads the orders' tables in SQL and asks applications and address requests for theirs.
import { defineDomain } from '../../assembly/domain.ts';
import { registerDashboardRoutes } from './dashboard.routes.ts';
import { createDashboardRepo } from './dashboard.repo.ts';
import { createDashboardService, type DashboardService } from './dashboard.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    dashboard: DashboardService;
  }
}

export const dashboardDomain = defineDomain({
  name: 'dashboard',
  services: {
    dashboard: ({ database, now }, { applications, addressRequests, returns }) =>
      createDashboardService({ repo: createDashboardRepo(database.db), applications, addressRequests, returns, now }),
  },
  staffRoutes: (scope, { dashboard }) => registerDashboardRoutes(scope, { dashboard }),
});
