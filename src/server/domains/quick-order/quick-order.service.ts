// Quick order (issue #9 part 4): every line of a paste, an upload or the typed rows matched in one go.
// The catalogue finds the products (one query for all the codes, one more for suggestions when some
// found nothing); this service decides each line's answer. A product hidden from the account by rest_acc
// is never found, so its line reads exactly like a code no product has.
import { parseQuantity, QUICK_ORDER_SUGGESTED_LINES_MAX, type QuickOrderMatchBody, type QuickOrderStatus } from '../../../shared/schemas/quick-order.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { CatalogueService, FoundCode } from '../catalogue/catalogue.service.ts';

/** An open cell (needs_variant, restricted) or a product the search found (unknown). */
export type LineSuggestion = { sku: string; title: string; variantLabel: string | null; priceCents: number; packSize: number | null };

export type MatchedLine = {
  line: number;
  query: string;
  qty: number | null;
  status: QuickOrderStatus;
  /** The product found, for matched and bad_quantity lines. */
  found: FoundCode | null;
  suggestions: LineSuggestion[];
};

/** Open cells offered for a product typed without one: a matrix is rarely larger. */
const OPEN_CELLS_SHOWN = 30;

function statusOf(found: FoundCode | undefined, qty: number | null): QuickOrderStatus {
  if (!found) return 'unknown';
  if (!found.isActive) return 'not_sold';
  if (found.cell?.isRestricted) return 'restricted';
  if (found.product.hasVariants && !found.cell) return 'needs_variant';
  return qty === null ? 'bad_quantity' : 'matched';
}

export function createQuickOrderService(deps: { catalogue: Pick<CatalogueService, 'findProductsByCodes' | 'suggestProducts'> }) {
  const { catalogue } = deps;
  return {
    /** Answers every line in input order: its product with the viewer's price, or why not (see statusOf). */
    async matchLines(viewer: SignedInViewer, body: QuickOrderMatchBody): Promise<MatchedLine[]> {
      const codes = [...new Set(body.lines.map((line) => line.query))];
      const found = await catalogue.findProductsByCodes(codes, viewer);
      const answers = body.lines.map((input): MatchedLine => {
        const product = found.get(input.query);
        const qty = parseQuantity(input.qty);
        const status = statusOf(product, qty);
        const offersCells = status === 'needs_variant' || status === 'restricted';
        return {
          line: input.line,
          query: input.query,
          qty,
          status,
          found: status === 'matched' || status === 'bad_quantity' ? (product ?? null) : null,
          suggestions: offersCells && product ? product.openCells.slice(0, OPEN_CELLS_SHOWN).map((cell) => ({
            sku: cell.sku,
            title: product.product.title,
            variantLabel: cell.label,
            priceCents: cell.priceCents,
            packSize: product.product.packSize,
          })) : [],
        };
      });
      // Suggestions for the first unknown codes only: a file of wrong codes costs no more than this.
      const unknownCodes = [...new Set(answers.filter((answer) => answer.status === 'unknown').map((answer) => answer.query))].slice(
        0,
        QUICK_ORDER_SUGGESTED_LINES_MAX,
      );
      if (unknownCodes.length > 0) {
        const suggested = await catalogue.suggestProducts(unknownCodes, viewer);
        const byCode = new Map(unknownCodes.map((code, index) => [code, suggested[index] ?? []]));
        for (const answer of answers) {
          if (answer.status !== 'unknown') continue;
          answer.suggestions = (byCode.get(answer.query) ?? []).map((product) => ({ ...product, variantLabel: null }));
        }
      }
      return answers;
    },
  };
}
export type QuickOrderService = ReturnType<typeof createQuickOrderService>;
