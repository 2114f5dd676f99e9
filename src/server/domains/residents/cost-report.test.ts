import { describe, expect, it } from 'vitest';
import type { ResidentJson } from '../../../shared/schemas/residents.ts';
import { buildCostReport, costReportCsv, NO_LOCATION } from './cost-report.ts';

const resident = (id: number, name: string, location: string, week: number, month: number): ResidentJson => ({
  id,
  user_id: 1,
  name,
  display_name: name,
  room: String(id),
  location,
  order_times: [],
  line_count: 0,
  cost_per_day: 0,
  cost_per_week: week,
  cost_per_month: month,
  updated_at: '2026-11-23T00:00:00.000Z',
  updated_by: null,
});

describe('the cost report', () => {
  it('groups residents by location (any case), none last, with subtotals and a total', () => {
    const report = buildCostReport(
      [resident(1, 'Ann', 'West', 700, 2800), resident(2, 'Bob', '', 100, 400), resident(3, 'Cy', 'east', 1, 4), resident(4, 'Di', 'West', 1000, 4000), resident(5, 'Ed', 'East', 2, 8)],
      'all',
    );
    expect(report.data.map((group) => [group.location, group.residents.map((entry) => entry.name), group.cost_per_week, group.cost_per_month])).toEqual([
      ['east', ['Cy', 'Ed'], 3, 12],
      ['West', ['Ann', 'Di'], 1700, 6800],
      [NO_LOCATION, ['Bob'], 100, 400],
    ]);
    expect(report).toMatchObject({ cost_per_week: 1803, cost_per_month: 7212, location: 'all' });
    expect(buildCostReport([], 'none')).toEqual({ data: [], cost_per_week: 0, cost_per_month: 0, location: 'none' });
  });

  it('writes CSV with dollars a spreadsheet reads as numbers, quotes where needed and no formula injection', () => {
    const csv = costReportCsv(buildCostReport([resident(1, '=HYPERLINK("x")', 'West, upstairs', 123_456, 5), resident(2, 'Bo "Jo"', 'West, upstairs', 4, 0)], 'all'));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Location,Resident,Room,Cost per week,Cost per month',
      `"West, upstairs","'=HYPERLINK(""x"")",1,1234.56,0.05`,
      '"West, upstairs","Bo ""Jo""",2,0.04,0.00',
      '"West, upstairs",Subtotal,,1234.60,0.05',
      'All locations,Total,,1234.60,0.05',
      '',
    ]);
  });
});
