// Quick order's lookups (issue #9): many typed codes matched to products in one statement, and
// suggestions for the codes that matched nothing, from the catalogue's search (search-query.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { categoryCondition } from './catalogue-listing.repo.ts';
import type { VisibleCategories } from './catalogue-visibility.ts';
import { productColumns, productFields, toProduct, type ProductRow } from './product-rows.repo.ts';
import type { Product } from './product.ts';

/** An open cell of a product's matrix, offered when the product's own SKU (or a closed cell's) was typed. */
export type OpenCell = { sku: string; label: string; priceCents: number };

/** What one typed code found: the product (active or not), the cell when a cell's SKU was typed. */
export type CodeMatch = {
  matchedBy: 'sku' | 'title';
  product: Product;
  isActive: boolean;
  cell: { id: number; sku: string; label: string; isRestricted: boolean; priceCents: number } | null;
  /** For a product with a matrix when no open cell was typed: its open cells. */
  openCells: OpenCell[];
};

export type Suggestion = {
  queryIndex: number;
  sku: string;
  title: string;
  priceCents: number;
  basePriceCents: number;
  isOnSale: boolean;
  categoryId: number;
  packSize: number | null;
};

/** Candidates ranked per line: a common word costs no more than this many rows. */
const SUGGESTION_CANDIDATES = 200;

function tsQuery(text: SQL): SQL {
  return sql`(to_tsquery('english', ${text}) || to_tsquery('simple', ${text}))`;
}

export function createCatalogueMatchRepo(db: DbExecutor) {
  return {
    /**
     * For each distinct code (trimmed), the product the viewer may see whose SKU or a cell's SKU equals it
     * but for case, else whose title does; inactive products are found too (not sold). Hidden products are
     * never found. One statement: hash joins over products and cells, whatever the number of codes.
     */
    async findProductsByCodes(categories: VisibleCategories, codes: readonly string[]): Promise<Map<string, CodeMatch>> {
      if (codes.length === 0) return new Map();
      const result = await db.execute<
        ProductRow & {
          code: string;
          rank: number;
          is_active: boolean;
          cell_id: number | null;
          cell_sku: string;
          cell_label: string;
          cell_is_restricted: boolean;
          cell_price_cents: number;
          open_cells: OpenCell[] | null;
        }
      >(sql`
        WITH q AS (SELECT DISTINCT code, lower(code) AS key FROM unnest(${sql.param([...codes])}::text[]) AS t(code)),
        -- SKUs typed as stored or in lower case: index lookups. Only the codes left (names, mixed case,
        -- unknown) cost a scan of lower(sku) and lower(title); when none is left the scans are skipped.
        exact AS (
          SELECT q.code, 1 AS rank, p.id AS product_id, 0 AS cell_id FROM q JOIN products p ON p.sku IN (q.code, upper(q.code))
          UNION ALL
          SELECT q.code, 1, c.product_id, c.id FROM q JOIN variant_cells c ON c.sku IN (q.code, upper(q.code))
        ),
        rest AS (SELECT q.* FROM q WHERE NOT EXISTS (SELECT 1 FROM exact e WHERE e.code = q.code)),
        hits AS (
          SELECT * FROM exact
          UNION ALL
          SELECT rest.code, 1, p.id, 0 FROM rest JOIN products p ON lower(p.sku) = rest.key
          UNION ALL
          SELECT rest.code, 1, c.product_id, c.id FROM rest JOIN variant_cells c ON lower(c.sku) = rest.key
          UNION ALL
          SELECT rest.code, 2, p.id, 0 FROM rest JOIN products p ON lower(p.title) = rest.key
        ),
        best AS (
          SELECT DISTINCT ON (h.code) h.code, h.rank, h.cell_id, p.is_active, ${productColumns('p')}
          FROM hits h JOIN products p ON p.id = h.product_id
          WHERE ${categoryCondition(categories, 'p')}
          ORDER BY h.code, h.rank, p.is_active DESC, h.cell_id, p.id
        )
        SELECT b.code, b.rank, b.is_active, ${productFields('b')},
          EXISTS (SELECT 1 FROM variant_matrices vm WHERE vm.product_id = b.id) AS "hasVariants",
          c.id AS cell_id, c.sku AS cell_sku, coalesce(bl.label, c.block_key) || ' / ' || c.size AS cell_label,
          c.is_restricted AS cell_is_restricted, coalesce(c.price_cents, b.price_cents) AS cell_price_cents,
          CASE WHEN c.id IS NULL OR c.is_restricted THEN (
            SELECT json_agg(json_build_object('sku', oc.sku, 'label', coalesce(ob.label, oc.block_key) || ' / ' || oc.size,
                     'priceCents', coalesce(oc.price_cents, b.price_cents)) ORDER BY ob.position, oc.id)
            FROM variant_cells oc LEFT JOIN variant_blocks ob ON ob.product_id = oc.product_id AND ob.key = oc.block_key
            WHERE oc.product_id = b.id AND NOT oc.is_restricted
          ) END AS open_cells
        FROM best b
        LEFT JOIN variant_cells c ON c.id = b.cell_id
        LEFT JOIN variant_blocks bl ON bl.product_id = c.product_id AND bl.key = c.block_key`);
      return new Map(
        result.rows.map((row) => [
          row.code,
          {
            matchedBy: row.rank === 1 ? 'sku' : 'title',
            product: toProduct(row),
            isActive: row.is_active,
            cell:
              row.cell_id === null
                ? null
                : { id: row.cell_id, sku: row.cell_sku, label: row.cell_label, isRestricted: row.cell_is_restricted, priceCents: row.cell_price_cents },
            openCells: row.open_cells ?? [],
          },
        ]),
      );
    },

    /**
     * Up to three active products the viewer may see for each query, ranked as the search ranks them:
     * those matching every term first (`all`, tsquery text ANDed), then any term (`any`). One statement.
     */
    async findSuggestions(categories: VisibleCategories, queries: readonly { all: string; any: string }[]): Promise<Suggestion[]> {
      if (queries.length === 0) return [];
      const visible = categoryCondition(categories, 'p');
      const ranked = (query: SQL, extra: SQL) => sql`
        SELECT m.sku, m.title, m.price_cents, m.base_price_cents, m.is_on_sale, m.category_id, m.pack_size, ts_rank(m.search_vector, ${tsQuery(query)}) AS score, m.id FROM (
          SELECT p.id, p.sku, p.title, p.price_cents, p.base_price_cents, p.is_on_sale, p.category_id, p.pack_size, p.search_vector FROM products p
          WHERE p.search_vector @@ ${tsQuery(query)} ${extra} AND p.is_active AND ${visible}
          LIMIT ${SUGGESTION_CANDIDATES}
        ) m ORDER BY score DESC, m.id LIMIT 3`;
      const result = await db.execute<{
        ord: number;
        sku: string;
        title: string;
        price_cents: number;
        base_price_cents: number;
        is_on_sale: boolean;
        category_id: number;
        pack_size: number | null;
      }>(sql`
        SELECT t.ord::int AS ord, s.sku, s.title, s.price_cents, s.base_price_cents, s.is_on_sale, s.category_id, s.pack_size
        FROM unnest(${sql.param(queries.map((query) => query.all))}::text[], ${sql.param(queries.map((query) => query.any))}::text[])
          WITH ORDINALITY AS t(q_all, q_any, ord)
        CROSS JOIN LATERAL (
          SELECT * FROM (
            (${ranked(sql`t.q_all`, sql``)})
            UNION ALL
            (${ranked(sql`t.q_any`, sql`AND NOT p.search_vector @@ ${tsQuery(sql`t.q_all`)}`)})
          ) both_ranks LIMIT 3
        ) s
        ORDER BY t.ord`);
      return result.rows.map((row) => ({
        queryIndex: row.ord - 1,
        sku: row.sku,
        title: row.title,
        priceCents: row.price_cents,
        basePriceCents: row.base_price_cents,
        isOnSale: row.is_on_sale,
        categoryId: row.category_id,
        packSize: row.pack_size,
      }));
    },
  };
}
export type CatalogueMatchRepo = ReturnType<typeof createCatalogueMatchRepo>;
