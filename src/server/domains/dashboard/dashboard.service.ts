// The back office's dashboard (issue #30 Part 1): the figures a desk wants when it signs in, each read
// from the orders' own rows in SQL (no copy to keep in step), and the count of new orders the header polls.
import { DASHBOARD_CHART_DAYS, DASHBOARD_TOP_COUNT } from '../../../shared/schemas/dashboard.ts';
import { staffRoleAllows } from '../../../shared/staff-permissions.ts';
import type { AddressRequestsService } from '../addresses/address-requests.service.ts';
import type { ApplicationsService } from '../applications/applications.service.ts';
import type { ReturnsService } from '../returns/returns.service.ts';
import type { StaffViewer } from '../staff/staff-viewer.types.ts';
import { dashboardPeriods, type Span } from './dashboard-periods.ts';
import type { DashboardRepo, StatusCounts, Tally, TopAccount, TopProduct } from './dashboard.repo.ts';

export type PeriodFigures = { current: Span & Tally; previous: Span & Tally };

export type Dashboard = {
  asOf: Date;
  today: PeriodFigures;
  week: PeriodFigures;
  month: PeriodFigures;
  statuses: StatusCounts;
  /** The New Zealand day from which delivered and cancelled orders count (the 1st of this month). */
  closedFromDay: string;
  /** null: the viewer's role does not handle them. */
  waitingApplications: number | null;
  waitingAddressRequests: number | null;
  /** Issue #30 Part 2: returns requested or approved, not yet received. */
  waitingReturns: number | null;
  topProducts: TopProduct[];
  topAccounts: TopAccount[];
  days: { day: string; orders: number; salesCents: number }[];
};

const FIRST_PAGE = { page: 1, per_page: 1 } as const;

export function createDashboardService(deps: {
  repo: DashboardRepo;
  applications: Pick<ApplicationsService, 'listPage'>;
  addressRequests: Pick<AddressRequestsService, 'listPage'>;
  returns: Pick<ReturnsService, 'countWaiting'>;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** The dashboard as `staff` may see it: what waits besides orders only for a role that handles it. */
    async overview(staff: StaffViewer): Promise<Dashboard> {
      const asOf = now();
      const periods = dashboardPeriods(asOf, DASHBOARD_CHART_DAYS);
      const spans = [periods.today, periods.week, periods.month].flatMap((period) => [period.current, period.previous]);
      const [figured, applications, addressRequests, returns] = await Promise.all([
        repo.inOneSnapshot(async (reads) => ({
          tallies: await reads.tallies(spans),
          daily: await reads.dailyTallies(periods.chart),
          statuses: await reads.statusCounts(periods.month.current.from),
          topProducts: await reads.topProducts(periods.month.current, DASHBOARD_TOP_COUNT),
          topAccounts: await reads.topAccounts(periods.month.current, DASHBOARD_TOP_COUNT),
        })),
        staffRoleAllows(staff.role, 'applications') ? deps.applications.listPage({ status: 'pending', ...FIRST_PAGE }) : null,
        staffRoleAllows(staff.role, 'address-requests') ? deps.addressRequests.listPage({ status: 'open', ...FIRST_PAGE }) : null,
        staffRoleAllows(staff.role, 'returns.manage') ? deps.returns.countWaiting() : null,
      ]);
      const { tallies, daily, statuses, topProducts, topAccounts } = figured;
      const figures = (index: number): PeriodFigures => {
        const [current, previous] = [spans[index * 2], spans[index * 2 + 1]];
        const [currentTally, previousTally] = [tallies[index * 2], tallies[index * 2 + 1]];
        if (!current || !previous || !currentTally || !previousTally) throw new Error(`the dashboard has no period ${index}`);
        return { current: { ...current, ...currentTally }, previous: { ...previous, ...previousTally } };
      };
      return {
        asOf,
        today: figures(0),
        week: figures(1),
        month: figures(2),
        statuses,
        closedFromDay: periods.monthStartDay,
        waitingApplications: applications?.total ?? null,
        waitingAddressRequests: addressRequests?.total ?? null,
        waitingReturns: returns,
        topProducts,
        topAccounts,
        // spec is silent; a day without orders is drawn as 0, so the chart's days are evenly spaced.
        days: periods.chartDays.map((day) => ({ day, ...(daily.get(day) ?? { orders: 0, salesCents: 0 }) })),
      };
    },

    /** Placed orders waiting to be processed: the header's 'N new orders'. */
    newOrderCount: (): Promise<number> => repo.newOrderCount(),
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
