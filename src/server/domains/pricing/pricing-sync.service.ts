// The ERP's contract prices (issue #27 Part 3): customer groups and price lists upserted by code, each
// call all or nothing in one transaction with its audit entries. A list sent is the whole list: its
// entries, category rules and assignments replace the stored ones, so a crash halfway through a
// 20,000-entry list leaves the old list whole, and a buyer meanwhile sees one list or the other.
import type { IntegrationCustomerGroup, IntegrationPriceList, PricingUpsertResult, UpsertCustomerGroupsBody, UpsertPriceListsBody } from '../../../shared/schemas/pricing.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { ConflictError, ValidationError, type FieldErrors } from '../../errors.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import { createPricingWritesRepo, type ListContent, type StoredList } from './pricing-writes.repo.ts';

/** A field's path under a record's (`at` empty: the record is the body itself). */
const pathOf = (at: string, rest: string) => (at ? `${at}.${rest}` : rest);

type Lookups = { skus: Set<string>; accounts: Map<string, number>; groups: Map<string, number>; categories: Map<string, number> };

function throwIfAny(errors: FieldErrors, what: string): void {
  const count = Object.keys(errors).length;
  if (count > 0) throw new ValidationError(errors, `${count} field(s) in the ${what} are invalid: nothing was changed.`);
}

/** An error on every value after the first that repeats (by `keyOf`), at `path(index)`. */
function refuseRepeats<T>(values: readonly T[], keyOf: (value: T) => string, path: (index: number) => string, say: (value: T, first: number) => string, errors: FieldErrors): void {
  const seen = new Map<string, number>();
  values.forEach((value, index) => {
    const key = keyOf(value);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else errors[path(index)] ??= say(value, first);
  });
}

/** A list's content as it will be stored, or the errors that refuse it, each at its path. */
function listContentOf(list: IntegrationPriceList, at: string, found: Lookups, errors: FieldErrors): ListContent {
  refuseRepeats(list.entries, (entry) => `${entry.sku}\u0000${entry.min_qty}`, (index) => pathOf(at, `entries.${index}.min_qty`), (entry, first) => `The SKU '${entry.sku}' with min qty ${entry.min_qty} is also entry ${first}: send each once.`, errors);
  list.entries.forEach((entry, index) => {
    if (!found.skus.has(entry.sku)) errors[pathOf(at, `entries.${index}.sku`)] ??= `No product has the SKU '${entry.sku}'.`;
  });
  refuseRepeats(list.category_rules, (rule) => rule.category_path, (index) => pathOf(at, `category_rules.${index}.category_path`), (rule, first) => `The category '${rule.category_path}' is also rule ${first}: send each once.`, errors);
  list.category_rules.forEach((rule, index) => {
    if (!found.categories.has(rule.category_path)) errors[pathOf(at, `category_rules.${index}.category_path`)] ??= `No category has the path '${rule.category_path}'.`;
  });
  list.account_numbers.forEach((number, index) => {
    if (!found.accounts.has(number)) errors[pathOf(at, `account_numbers.${index}`)] = `No account has the number '${number}'.`;
  });
  list.group_codes.forEach((code, index) => {
    if (!found.groups.has(code)) errors[pathOf(at, `group_codes.${index}`)] = `No customer group has the code '${code}'.`;
  });
  return {
    name: list.name,
    validFrom: list.valid_from,
    validTo: list.valid_to,
    active: list.active,
    entries: list.entries
      .map((entry) => ({ sku: entry.sku, minQty: entry.min_qty, priceCents: entry.price }))
      .sort(compareEntries),
    rules: list.category_rules
      .map((rule) => ({ categoryId: found.categories.get(rule.category_path) ?? 0, basisPoints: Math.round(rule.percent_off * 100) }))
      .sort((a, b) => a.categoryId - b.categoryId),
    accountIds: [...new Set(list.account_numbers.map((number) => found.accounts.get(number) ?? 0))].sort((a, b) => a - b),
    groupIds: [...new Set(list.group_codes.map((code) => found.groups.get(code) ?? 0))].sort((a, b) => a - b),
  };
}

/** What the audit log keeps of a list: its fields and counts, and how many entries changed (not 20,000 prices). */
function listSummary(list: ListContent | StoredList, accountNumbers: ReadonlyMap<number, string>, groupCodes: ReadonlyMap<number, string>) {
  return {
    name: list.name,
    valid_from: list.validFrom,
    valid_to: list.validTo,
    active: list.active,
    entries: list.entries.length,
    category_rules: list.rules.length,
    account_numbers: list.accountIds.map((id) => accountNumbers.get(id) ?? String(id)),
    group_codes: list.groupIds.map((id) => groupCodes.get(id) ?? String(id)),
  };
}

/** Entries in the order both sides keep them: by SKU (code units, as PostgreSQL's "C" collation), then min_qty. */
function compareEntries(a: ListContent['entries'][number], b: ListContent['entries'][number]): number {
  return a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : a.minQty - b.minQty;
}

/** How many entries one sorted set has that the other has not (a repriced entry counts twice: out and in). */
function entriesChanged(before: ListContent['entries'], after: ListContent['entries']): number {
  let changed = 0;
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    const old = before[i];
    const next = after[j];
    const order = !old ? 1 : !next ? -1 : compareEntries(old, next);
    if (order === 0 && old?.priceCents === next?.priceCents) {
      i += 1;
      j += 1;
      continue;
    }
    if (order === 0) {
      changed += 2;
      i += 1;
      j += 1;
    } else {
      changed += 1;
      if (order < 0) i += 1;
      else j += 1;
    }
  }
  return changed;
}

function sameContent(stored: StoredList, content: ListContent): boolean {
  const { id: _id, entries: storedEntries, ...rest } = stored;
  const { entries, ...fields } = content;
  return JSON.stringify(rest) === JSON.stringify(fields) && storedEntries.length === entries.length && entriesChanged(storedEntries, entries) === 0;
}

/**
 * Writes each list whole in `tx` (the ERP's batch, or one list from the back office), each checked first
 * (errors at `at(index)`; any refuses them all), in code order so two writers lock them in one order.
 */
export async function writeListsIn(
  tx: DbExecutor,
  write: { actor: AuditActor; audit: AuditWriter; action: (isNew: boolean) => string },
  lists: readonly IntegrationPriceList[],
  at: (index: number) => string,
  errors: FieldErrors,
): Promise<PricingUpsertResult> {
  const repo = createPricingWritesRepo(tx);
  const found: Lookups = {
    skus: await repo.findKnownSkus(lists.flatMap((list) => list.entries.map((entry) => entry.sku))),
    accounts: await repo.findAccountIds(lists.flatMap((list) => list.account_numbers)),
    groups: await repo.findGroupIds(lists.flatMap((list) => list.group_codes)),
    categories: await repo.findCategoryIds(lists.flatMap((list) => list.category_rules.map((rule) => rule.category_path))),
  };
  const contents = lists.map((list, index) => listContentOf(list, at(index), found, errors));
  throwIfAny(errors, lists.length === 1 ? 'price list' : 'price lists');
  const accountNumbers = new Map([...found.accounts].map(([number, id]) => [id, number]));
  const groupCodes = new Map([...found.groups].map(([code, id]) => [id, code]));
  const result: PricingUpsertResult = { received: lists.length, created: 0, updated: 0, unchanged: 0 };
  const order = lists.map((list, index) => ({ list, content: contents[index] })).sort((a, b) => (a.list.code < b.list.code ? -1 : 1));
  for (const { list, content } of order) {
    if (!content) continue;
    const stored = await repo.lockList(list.code);
    if (stored && sameContent(stored, content)) {
      result.unchanged += 1;
      continue;
    }
    const id = await repo.writeList(list.code, content);
    result[stored ? 'updated' : 'created'] += 1;
    await write.audit(tx, {
      actor: write.actor,
      action: write.action(!stored),
      entity: 'price_list',
      entityId: id,
      reference: list.code,
      before: stored ? listSummary(stored, accountNumbers, groupCodes) : null,
      after: { ...listSummary(content, accountNumbers, groupCodes), entries_changed: entriesChanged(stored?.entries ?? [], content.entries) },
    });
  }
  return result;
}

/** Each group by code with exactly its accounts, inside `tx`; `isNew` claims each code first (the back office's add). */
async function upsertGroupsIn(
  tx: DbExecutor,
  how: { actor: AuditActor; audit: AuditWriter },
  groups: readonly IntegrationCustomerGroup[],
  members: readonly { number: string; path: string }[],
  errors: FieldErrors,
  options: { at: string; isNew: boolean },
): Promise<PricingUpsertResult> {
  const { actor, audit } = how;
  const { at } = options;
  const repo = createPricingWritesRepo(tx);
  const accounts = await repo.findAccountIds(members.map((member) => member.number));
  for (const member of members) if (!accounts.has(member.number)) errors[member.path] = `No account has the number '${member.number}'.`;
  throwIfAny(errors, 'groups');
  const result: PricingUpsertResult = { received: groups.length, created: 0, updated: 0, unchanged: 0 };
  for (const group of [...groups].sort((a, b) => (a.code < b.code ? -1 : 1)) as IntegrationCustomerGroup[]) {
    const accountIds = [...new Set(group.account_numbers.map((number) => accounts.get(number) ?? 0))].sort((a, b) => a - b);
    if (options.isNew && !(await repo.claimGroupCode(group.code, group.name))) throw new ConflictError(`A customer group with the code '${group.code}' exists already.`);
    const stored = options.isNew ? null : await repo.lockGroup(group.code);
    if (stored && stored.name === group.name && JSON.stringify(stored.accountIds) === JSON.stringify(accountIds)) {
      result.unchanged += 1;
      continue;
    }
    const id = await repo.writeGroup(group.code, group.name, accountIds);
    result[stored ? 'updated' : 'created'] += 1;
    await audit(tx, {
      actor,
      action: at ? 'customer_group.sync' : stored ? 'customer_group.update' : 'customer_group.create',
      entity: 'customer_group',
      entityId: id,
      reference: group.code,
      before: stored ? { name: stored.name, account_numbers: stored.accountNumbers } : null,
      after: { name: group.name, account_numbers: group.account_numbers },
    });
  }
  return result;
}

/** `transact`, then `onChanged` once the work has committed. */
export function forgettingAfter(transact: Transact, onChanged: (() => void) | undefined): Transact {
  return async (work) => {
    const result = await transact(work);
    onChanged?.();
    return result;
  };
}

/**
 * `onChanged`: this process drops what it kept of contract prices once a write commits, so its next request
 * sees it at once (other processes hear the tables' notice).
 */
export function createPricingSyncService(deps: { transact: Transact; audit: AuditWriter; onChanged?: () => void }) {
  const { audit } = deps;
  const transact = forgettingAfter(deps.transact, deps.onChanged);

  return {
    /** PUT /api/integration/price-lists: each list whole, by code. */
    async upsertPriceLists(actor: AuditActor, body: UpsertPriceListsBody): Promise<PricingUpsertResult> {
      const lists = body.price_lists;
      const errors: FieldErrors = {};
      refuseRepeats(lists, (list) => list.code, (index) => `price_lists.${index}.code`, (list, first) => `The code '${list.code}' is also price list ${first}: send each once.`, errors);
      return transact((tx) => writeListsIn(tx, { actor, audit, action: () => 'price_list.sync' }, lists, (index) => `price_lists.${index}`, errors));
    },

    /**
     * PUT /api/integration/customer-groups: each group by code, with exactly the accounts sent.
     * `at`: where a group's fields are named in errors ('groups.0'; '' for the back office's one group).
     * `isNew`: the back office's add, which claims each code (two adds of one code at once make one group).
     */
    async upsertGroups(actor: AuditActor, body: UpsertCustomerGroupsBody, at = 'groups', options: { isNew?: boolean } = {}): Promise<PricingUpsertResult> {
      const groupPath = (index: number, rest: string) => (at ? `${at}.${index}.${rest}` : rest);
      const groups = body.groups;
      const errors: FieldErrors = {};
      refuseRepeats(groups, (group) => group.code, (index) => groupPath(index, 'code'), (group, first) => `The code '${group.code}' is also group ${first}: send each once.`, errors);
      const members = groups.flatMap((group, index) => group.account_numbers.map((number, position) => ({ number, path: groupPath(index, `account_numbers.${position}`) })));
      refuseRepeats(members, (member) => member.number, (index) => members[index]?.path ?? '', (member) => `The account '${member.number}' is in another group of this call: an account belongs to one group.`, errors);
      return transact((tx) => upsertGroupsIn(tx, { actor, audit }, groups, members, errors, { at, isNew: options.isNew ?? false }));
    },

    /** The ERP's lists written inside the caller's transaction (the demo seed's contract; no forgetting: nothing serves yet). */
    writePriceListsIn: (tx: DbExecutor, actor: AuditActor, body: UpsertPriceListsBody) =>
      writeListsIn(tx, { actor, audit, action: () => 'price_list.sync' }, body.price_lists, (index) => `price_lists.${index}`, {}),

    /** The ERP's groups written inside the caller's transaction (the demo seed's group). */
    writeGroupsIn: (tx: DbExecutor, actor: AuditActor, body: UpsertCustomerGroupsBody) => {
      const members = body.groups.flatMap((group, index) => group.account_numbers.map((number, position) => ({ number, path: `groups.${index}.account_numbers.${position}` })));
      return upsertGroupsIn(tx, { actor, audit }, body.groups, members, {}, { at: 'groups', isNew: false });
    },
  };
}

export type PricingSyncService = ReturnType<typeof createPricingSyncService>;
