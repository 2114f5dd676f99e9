// Statements (issue #28 Part 3): the active account's statement for a month, as JSON and as its PDF. A month
// to come is refused; this month's runs to today.
import type { StatementJson } from '../../../shared/schemas/statements.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import { hasMonthBegun, statementMonthOf, toStatementJson } from './statement.ts';
import { renderStatementPdf } from './statement-pdf.ts';
import type { StatementsRepo } from './statements.repo.ts';

export const STATEMENT_MESSAGES = { future: 'That month has not begun: a statement can be had for this month or one before it.' } as const;

export function createStatementsService(deps: {
  repo: StatementsRepo;
  merchant: { name: string; addressLines: readonly string[]; gstNumber: string };
  /** Today as a New Zealand day, 'YYYY-MM-DD'. */
  today: () => string;
}) {
  const { repo } = deps;

  async function statementOf(accountId: number, month: string | undefined): Promise<StatementJson> {
    const today = deps.today();
    const asked = month ?? today.slice(0, 7);
    if (!hasMonthBegun(asked, today)) throw new ValidationError({ month: STATEMENT_MESSAGES.future });
    const period = statementMonthOf(asked, today);
    const figures = await repo.findFigures(accountId, period);
    if (!figures) throw new NotFoundError('account', accountId);
    return toStatementJson(period, figures);
  }

  return {
    statementOf,
    /** GET /api/statements?month=: the active account's. */
    forBuyer: (viewer: SignedInViewer, month: string | undefined) => statementOf(viewer.account.id, month),
    async pdfOf(accountId: number, month: string): Promise<{ fileName: string; pdf: Buffer }> {
      const statement = await statementOf(accountId, month);
      const pdf = await renderStatementPdf(statement, { ...deps.merchant, addressLines: [...deps.merchant.addressLines] });
      return { fileName: `Statement-${statement.account_number}-${month}`, pdf };
    },
  };
}
export type StatementsService = ReturnType<typeof createStatementsService>;
