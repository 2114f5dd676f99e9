// The back office's price lists, customer groups and price check (issue #27 Part 3). A change of a list
// is written whole through the same writer as the ERP's (pricing-sync.service.ts), in one transaction
// with its audit entry, and is refused with the same checks (an unknown SKU, a repeated break, …).
import type {
  CreatePriceListBody,
  CustomerGroupJson,
  PriceCheckJson,
  PriceListAssignmentsBody,
  PriceListCsvCheckJson,
  PriceListDetailJson,
  PriceListEntriesBody,
  PriceListSummaryJson,
  UpdatePriceListBody,
} from '../../../shared/schemas/admin-pricing.ts';
import type { IntegrationPriceList } from '../../../shared/schemas/pricing.ts';
import { paginationMeta, type PaginationMeta } from '../../../shared/pagination.ts';
import { isListInForce, priceBreaks, resolvePrice } from '../../../shared/price-resolver.ts';
import type { Transact } from '../../db/executor.ts';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../errors.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import type { PriceBook } from '../catalogue/catalogue.types.ts';
import { formatCents } from '../../../shared/money.ts';
import { readEntriesCsv } from './entries-csv.ts';
import { storeDayOf } from '../../kernel/store-day.ts';
import { createPricingAdminRepo, type ListSummaryRow, type PricingAdminRepo } from './pricing-admin.repo.ts';
import { createPricingSyncService, forgettingAfter, writeListsIn } from './pricing-sync.service.ts';
import { createPricingWritesRepo } from './pricing-writes.repo.ts';

export const PRICE_LISTS_PER_PAGE = 25;
export const PRICE_LIST_ENTRIES_PER_PAGE = 50;

function summaryJson(row: ListSummaryRow, today: string): PriceListSummaryJson {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    active: row.active,
    in_force: isListInForce(row, today),
    entries: row.entries,
    accounts: row.accounts,
    groups: row.groups,
  };
}

export function createPricingAdminService(deps: { repo: PricingAdminRepo; transact: Transact; audit: AuditWriter; prices: PriceBook; onChanged?: () => void; now?: () => Date }) {
  const { repo, audit, prices } = deps;
  const now = deps.now ?? (() => new Date());
  // A change seen at once by this process's next request (pricing-sync.service.ts).
  const transact = forgettingAfter(deps.transact, deps.onChanged);
  const groupsSync = createPricingSyncService({ transact: deps.transact, audit, onChanged: deps.onChanged });

  /** The list as the ERP would send it, read whole inside `tx` (locked), to change and write back. */
  async function storedListOf(tx: Parameters<Parameters<Transact>[0]>[0], id: number): Promise<IntegrationPriceList> {
    // Every read on `tx`: the embedded database has one connection, which the transaction holds.
    const inTx = createPricingAdminRepo(tx);
    const code = await inTx.findListCode(id);
    const stored = code ? await createPricingWritesRepo(tx).lockList(code) : null;
    if (!code || !stored) throw new NotFoundError('price list', id);
    const detail = await inTx.findListDetail(id);
    return {
      code,
      name: stored.name,
      valid_from: stored.validFrom,
      valid_to: stored.validTo,
      active: stored.active,
      entries: stored.entries.map((entry) => ({ sku: entry.sku, min_qty: entry.minQty, price: entry.priceCents })),
      category_rules: detail.rules.map((rule) => ({ category_path: rule.category_path, percent_off: rule.basis_points / 100 })),
      account_numbers: detail.accountNumbers,
      group_codes: detail.groupCodes,
    };
  }

  /** Changes list `id` with `change` and writes it whole, audited as `action`. */
  async function changeList(actor: AuditActor, id: number, change: (list: IntegrationPriceList) => IntegrationPriceList): Promise<PriceListDetailJson> {
    await transact(async (tx) => {
      const next = change(await storedListOf(tx, id));
      if (next.valid_from && next.valid_to && next.valid_to < next.valid_from) throw new ValidationError({ valid_to: 'The valid to date may not be before the valid from date.' });
      await writeListsIn(tx, { actor, audit, action: () => 'price_list.update' }, [next], () => '', {});
    });
    return service.getList(id, { page: 1 });
  }

  const service = {
    async listLists(query: { q?: string; account_number?: string; page: number }): Promise<{ data: PriceListSummaryJson[]; meta: PaginationMeta }> {
      const { rows, total } = await repo.findListPage(query.q ?? '', query.account_number, PRICE_LISTS_PER_PAGE, (query.page - 1) * PRICE_LISTS_PER_PAGE);
      const today = storeDayOf(now());
      return { data: rows.map((row) => summaryJson(row, today)), meta: paginationMeta(query.page, PRICE_LISTS_PER_PAGE, total) };
    },

    async getList(id: number, query: { q?: string; page: number }): Promise<PriceListDetailJson> {
      const row = await repo.findList(id);
      if (!row) throw new NotFoundError('price list', id);
      const [detail, entries] = await Promise.all([
        repo.findListDetail(id),
        repo.findEntryPage(id, query.q ?? '', PRICE_LIST_ENTRIES_PER_PAGE, (query.page - 1) * PRICE_LIST_ENTRIES_PER_PAGE),
      ]);
      return {
        ...summaryJson(row, storeDayOf(now())),
        category_rules: detail.rules.map((rule) => ({ category_id: rule.category_id, category_path: rule.category_path, percent_off: rule.basis_points / 100 })),
        account_numbers: detail.accountNumbers,
        group_codes: detail.groupCodes,
        entry_page: { data: entries.rows, meta: paginationMeta(query.page, PRICE_LIST_ENTRIES_PER_PAGE, entries.total) },
      };
    },

    async createList(actor: AuditActor, body: CreatePriceListBody): Promise<PriceListDetailJson> {
      const list: IntegrationPriceList = {
        code: body.code,
        name: body.name,
        valid_from: body.valid_from ?? null,
        valid_to: body.valid_to ?? null,
        active: body.active ?? true,
        entries: [],
        category_rules: [],
        account_numbers: [],
        group_codes: [],
      };
      const id = await transact(async (tx) => {
        if (!(await createPricingWritesRepo(tx).claimListCode(body.code, body.name))) throw new ConflictError(`A price list with the code '${body.code}' exists already.`);
        await writeListsIn(tx, { actor, audit, action: () => 'price_list.create' }, [list], () => '', {});
        return (await createPricingWritesRepo(tx).lockList(body.code))?.id ?? 0;
      });
      return service.getList(id, { page: 1 });
    },

    updateList: (actor: AuditActor, id: number, body: UpdatePriceListBody) =>
      changeList(actor, id, (list) => ({
        ...list,
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.valid_from !== undefined ? { valid_from: body.valid_from } : {}),
        ...(body.valid_to !== undefined ? { valid_to: body.valid_to } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
        ...(body.category_rules !== undefined ? { category_rules: body.category_rules } : {}),
      })),

    /** The whole set of entries (`replace`), or some added, repriced or removed. */
    putEntries: (actor: AuditActor, id: number, body: PriceListEntriesBody) =>
      changeList(actor, id, (list) => {
        if (body.replace) return { ...list, entries: body.entries };
        const key = (entry: { sku: string; min_qty: number }) => `${entry.sku}\u0000${entry.min_qty}`;
        const removed = new Set(body.remove.map(key));
        const sent = new Set(body.entries.map(key));
        return { ...list, entries: [...list.entries.filter((entry) => !removed.has(key(entry)) && !sent.has(key(entry))), ...body.entries] };
      }),

    putAssignments: (actor: AuditActor, id: number, body: PriceListAssignmentsBody) =>
      changeList(actor, id, (list) => ({ ...list, account_numbers: [...new Set(body.account_numbers)], group_codes: [...new Set(body.group_codes)] })),

    listGroups: async (query: { account_number?: string } = {}): Promise<CustomerGroupJson[]> => repo.findGroups(query.account_number),

    async createGroup(actor: AuditActor, body: { code: string; name: string; account_numbers: string[] }): Promise<CustomerGroupJson> {
      if ((await repo.findGroups()).some((group) => group.code === body.code)) throw new ConflictError(`A customer group with the code '${body.code}' exists already.`);
      await groupsSync.upsertGroups(actor, { groups: [body] }, '', { isNew: true });
      const created = (await repo.findGroups()).find((group) => group.code === body.code);
      if (!created) throw new Error(`group ${body.code} was not written`);
      return created;
    },

    async updateGroup(actor: AuditActor, id: number, body: { name?: string; account_numbers?: string[] }): Promise<CustomerGroupJson> {
      const stored = (await repo.findGroups()).find((group) => group.id === id);
      if (!stored) throw new NotFoundError('customer group', id);
      await groupsSync.upsertGroups(actor, { groups: [{ code: stored.code, name: body.name ?? stored.name, account_numbers: body.account_numbers ?? stored.account_numbers }] }, '');
      const updated = (await repo.findGroups()).find((group) => group.id === id);
      if (!updated) throw new NotFoundError('customer group', id);
      return updated;
    },

    /**
     * A CSV of entries checked against the catalogue and the list as it is (issue #27 Part 3): the entries
     * it would set (the whole set: applying it is PUT …/entries with `replace: true`), every row's problem,
     * the prices above their list price, and how the list would change. Nothing is written.
     */
    async checkEntriesCsv(id: number, text: string): Promise<PriceListCsvCheckJson> {
      if (!(await repo.findList(id))) throw new NotFoundError('price list', id);
      const { entries, problems } = readEntriesCsv(text);
      const [listPrices, stored] = await Promise.all([repo.findListPrices(entries.map((entry) => entry.sku)), repo.findStoredEntries(id)]);
      const warnings: PriceListCsvCheckJson['warnings'] = [];
      const known = entries.filter((entry) => {
        const listCents = listPrices.get(entry.sku);
        if (listCents === undefined) problems.push({ line: entry.line, field: 'sku', message: `No product has the SKU '${entry.sku}'.` });
        else if (entry.price > listCents) warnings.push({ line: entry.line, message: `${entry.sku}: ${formatCents(entry.price)} is above the list price ${formatCents(listCents)} (the lower price still wins).` });
        return listCents !== undefined;
      });
      const before = new Map(stored.map((entry) => [`${entry.sku}\u0000${entry.minQty}`, entry.priceCents]));
      const after = new Set(known.map((entry) => `${entry.sku}\u0000${entry.min_qty}`));
      const entryLines = new Set(entries.map((entry) => entry.line));
      const summary = { rows: entryLines.size + new Set(problems.map((problem) => problem.line).filter((line) => !entryLines.has(line))).size, added: 0, repriced: 0, removed: 0, unchanged: 0 };
      for (const entry of known) {
        const price = before.get(`${entry.sku}\u0000${entry.min_qty}`);
        if (price === undefined) summary.added += 1;
        else if (price === entry.price) summary.unchanged += 1;
        else summary.repriced += 1;
      }
      summary.removed = [...before.keys()].filter((key) => !after.has(key)).length;
      problems.sort((a, b) => a.line - b.line);
      return { entries: problems.length > 0 ? [] : known, problems, warnings, summary };
    },

    /** What an account pays for `qty` of a SKU now, and which list and break gave it. */
    async priceCheck(query: { account_number: string; sku: string; qty: number }): Promise<PriceCheckJson> {
      const errors: FieldErrors = {};
      const [accountId, item] = await Promise.all([repo.findAccountId(query.account_number), repo.findPricedSku(query.sku)]);
      if (accountId === null) errors.account_number = `No account has the number '${query.account_number}'.`;
      if (!item) errors.sku = `No product has the SKU '${query.sku}'.`;
      if (accountId === null || !item) throw new ValidationError(errors);
      const [schedule] = await prices.schedulesFor(accountId, [item]);
      if (!schedule) throw new Error('the price book answered no schedule');
      const resolved = resolvePrice(schedule, query.qty);
      return {
        price: resolved.priceCents,
        price_source: resolved.source,
        price_list_code: resolved.listCode,
        min_qty: resolved.minQty,
        list_price: schedule.listCents,
        breaks: priceBreaks(schedule).map((step) => ({ min_qty: step.minQty, price: step.priceCents })),
      };
    },
  };
  return service;
}
export type PricingAdminService = ReturnType<typeof createPricingAdminService>;
