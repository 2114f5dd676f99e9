// The reports domain (issue #30 Part 5): the back office's sales and GST reports for the accountant. It
// reads the orders', accounts', catalogue's and invoicing's tables in SQL, and writes only its summary of
// them by day (a job rolls each day; the database's triggers un-roll a day that changes).
import { defineDomain } from '../../assembly/domain.ts';
import { createReportDaysRepo } from './report-days.repo.ts';
import { reportDaysQueue } from './reports.queues.ts';
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
    reports: ({ database, jobs, log, now }) =>
      createReportsService({ repo: createReportsRepo(database.db), days: createReportDaysRepo(database.db), jobs, log, now }),
  },
  jobs: [
    {
      queue: reportDaysQueue,
      handler: (_context, { reports }) => async () => {
        await reports.rollDays();
      },
    },
  ],
  staffRoutes: (scope, { reports }) => registerReportsRoutes(scope, { reports }),
});
