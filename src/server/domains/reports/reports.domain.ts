// The reports domain (issue #30 Part 5): the back office's sales and GST reports for the accountant. It
// writes nothing: it reads the orders', accounts', catalogue's and invoicing's tables in SQL.
import { defineDomain } from '../../assembly/domain.ts';
import { createReportsRepo } from './reports.repo.ts';
import { registerReportsRoutes } from './reports.routes.ts';
import { createReportsService, type ReportsService } from './reports.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    reports: ReportsService;
  }
}

export const reportsDomain = defineDomain({
  name: 'reports',
  services: {
    reports: ({ database, now }) => createReportsService({ repo: createReportsRepo(database.db), now }),
  },
  staffRoutes: (scope, { reports }) => registerReportsRoutes(scope, { reports }),
});
