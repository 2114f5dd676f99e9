// The ERP's idempotent upserts by its own codes (issue #19 Part 3): accounts with their synced addresses,
// product prices and stock by SKU, and the accounts a category is hidden from. Each batch is one
// transaction with its audit entry: a crash or a bad record leaves none of it. A batch sent again
// changes nothing. The search index and the category tree follow by the tables' own notices, the
// spelling vocabulary by a job queued in the batch's transaction.
import type { HiddenAccountsBody, IntegrationAccount, IntegrationProduct, UpsertResult } from '../../../shared/schemas/integration.ts';
import { accountNumberProblem, type AccountNumberRule } from '../../../shared/account-number.ts';
import type { Transact } from '../../db/executor.ts';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { ConflictError, NotFoundError, type FieldErrors } from '../../errors.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import { batchReference } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SearchWordsRebuilds } from '../search/search-words.types.ts';
import { refuseRepeats, throwIfAny, type ParsedBatch } from './batch-input.ts';
import { mergeAccountRecord, mergeAddressRecord, mergeProductRecord, type AddressFields, type ProductState } from './erp-records.ts';
import type { AccountSyncService } from '../accounts/account-sync.service.ts';
import type { AddressSyncService } from '../addresses/address-sync.service.ts';
import type { CatalogueSyncService } from '../catalogue-admin/catalogue-sync.service.ts';

export function createIntegrationSyncService(deps: {
  /** The domains that own the rows a batch writes (issue #27 Part 1): each writes its own, on the batch's transaction. */
  owners: { accounts: AccountSyncService; addresses: AddressSyncService; catalogue: CatalogueSyncService };
  transact: Transact;
  audit: AuditWriter;
  sessions: Pick<AuthService, 'accountChanged' | 'forgetAccount'>;
  searchWords: SearchWordsRebuilds;
  /** The store's rule for account numbers (config.accountNumbers): a number sent new follows it. */
  accountNumbers: AccountNumberRule;
}) {
  const { transact, audit, sessions, searchWords } = deps;
  const { accounts: accountRows, addresses: addressSync, catalogue } = deps.owners;

  return {
    /**
     * PUT /api/integration/products: prices, specials, active and stock by SKU, each field left out kept (a
     * price above the stored base price takes it along, as a CSV's does); an unknown SKU is a record error.
     */
    async upsertProducts(actor: AuditActor, batch: ParsedBatch<IntegrationProduct>): Promise<UpsertResult> {
      const { records } = batch;
      const errors: FieldErrors = { ...batch.errors };
      refuseRepeats(records, (product) => product.sku, (index) => `products.${index}.sku`, 'SKU', errors);
      return transact(async (tx) => {
        const stored = await catalogue.lockProducts(tx, records.map((record) => record.value.sku));
        const merged: ProductState[] = [];
        for (const { index, value } of records) {
          const current = stored.get(value.sku);
          const product = current ? mergeProductRecord(current, value) : undefined;
          if (!product) errors[`products.${index}.sku`] ??= `No product has the SKU '${value.sku}': the ERP updates products, it does not create them.`;
          else if ('field' in product) errors[`products.${index}.${product.field}`] ??= product.message;
          else merged.push(product);
        }
        throwIfAny(errors);
        const changes = await catalogue.updateProducts(tx, merged);
        if (changes.length > 0) {
          await audit(tx, {
            actor,
            action: 'product.sync',
            entity: 'product',
            entityId: changes.length === 1 ? (changes[0]?.id ?? 0) : `${changes.length} products`,
            reference: batchReference(changes.map((change) => change.after.sku)),
            before: Object.fromEntries(changes.map((change) => [change.before.sku, change.before])),
            after: Object.fromEntries(changes.map((change) => [change.after.sku, change.after])),
          });
        }
        // A product withdrawn or brought back changes which titles the spelling vocabulary holds.
        if (changes.some((change) => change.before.active !== change.after.active)) await searchWords.queueRebuild(tx);
        return { received: records.length, created: 0, updated: changes.length, unchanged: records.length - changes.length };
      });
    },

    /**
     * PUT /api/integration/accounts: accounts by external_code (an account already holding the number
     * but no code takes the code), each field left out kept; the synced addresses are exactly those sent
     * when `addresses` is sent. A change reaches the account's signed-in users at their next request, in
     * every process.
     */
    async upsertAccounts(actor: AuditActor, batch: ParsedBatch<IntegrationAccount>): Promise<UpsertResult> {
      const { records } = batch;
      const errors: FieldErrors = { ...batch.errors };
      refuseRepeats(records, (account) => account.external_code, (index) => `accounts.${index}.external_code`, 'external code', errors);
      const numbered = records.flatMap(({ index, value }) => (value.account_number === undefined ? [] : [{ index, value: value.account_number }]));
      refuseRepeats(numbered, (number) => number, (index) => `accounts.${index}.account_number`, 'account number', errors);
      for (const { index, value } of records) {
        const addresses = (value.addresses ?? []).map((address, at) => ({ index: at, value: address }));
        refuseRepeats(addresses, (address) => address.integration_code, (at) => `accounts.${index}.addresses.${at}.integration_code`, 'integration code', errors);
        if (addresses.filter((address) => address.value.primary).length > 1) errors[`accounts.${index}.addresses`] = 'At most one address of an account may be primary.';
      }
      const { result, changedIds } = await transact(async (tx) => {
        const held = await accountRows.lockAccounts(tx, records.map((r) => r.value.external_code), numbered.map((n) => n.value));
        // An account is the one with the code, else the one with the number and no code yet (adopted).
        const currentOf = (code: string, number: string | undefined) =>
          held.find((row) => row.external_code === code) ?? held.find((row) => row.external_code === null && row.account_number === number);
        const accounts = records.map(({ index, value }) => {
          const current = currentOf(value.external_code, value.account_number);
          const merged = mergeAccountRecord(current, value, `accounts.${index}`, errors);
          // Issue #26 item 2: a number the account does not hold yet follows the rule (one it holds is kept).
          const problem = value.account_number === undefined || value.account_number === current?.account_number ? null : accountNumberProblem(deps.accountNumbers, value.account_number);
          if (problem !== null) errors[`accounts.${index}.account_number`] ??= problem;
          const holder = held.find((row) => row.account_number === merged.account_number);
          if (holder && holder.external_code !== null && holder.external_code !== merged.external_code) {
            errors[`accounts.${index}.account_number`] ??= `The account number '${merged.account_number}' belongs to the account with external code '${holder.external_code}'.`;
          }
          return { index, value, current, merged };
        });
        const synced = accounts.filter(({ value }) => value.addresses !== undefined);
        const stored = await addressSync.lockSyncedAddresses(tx, synced.flatMap(({ current }) => (current ? [current.id] : [])));
        const addressesOf = synced.map(({ index, value, current }) =>
          (value.addresses ?? []).map((address, at) => {
            const before = current ? stored.find((row) => row.account_id === current.id && row.integration_code === address.integration_code) : undefined;
            return mergeAddressRecord(before, address, `accounts.${index}.addresses.${at}`, errors);
          }),
        );
        throwIfAny(errors);
        const written = await accountRows.upsertAccounts(tx, accounts.map(({ merged }) => merged)).catch((error: unknown) => {
          // Another batch inserted one of these accounts after this one looked, and its number met ours
          // before its code did (only the code's conflict is an upsert): the same answer as below.
          if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ConflictError('An account of this batch was added by another request meanwhile: send the batch again. Nothing was changed.');
          throw error;
        });
        // A code another batch inserted since this one looked: its row was updated with this one's defaults
        // for what it left out, so the whole batch is undone and sent again (it then finds the account).
        const raced = accounts.find(({ current, merged }) => !current && !written.some((row) => row.isNew && row.code === merged.external_code));
        if (raced) throw new ConflictError(`The account with external code '${raced.merged.external_code}' was added by another request meanwhile: send the batch again. Nothing was changed.`);
        const ids = await accountRows.accountIdsByCode(tx, synced.map(({ value }) => value.external_code));
        const addressRows = synced.flatMap(({ value }, at) => (addressesOf[at] ?? []).map((address: AddressFields) => ({ accountId: ids.get(value.external_code) ?? 0, address })));
        const addressChanges = await addressSync.syncAddresses(tx, [...ids.values()], addressRows);
        const changed = written.filter((row) => !row.isNew);
        for (const row of changed) await sessions.accountChanged(tx, row.id);
        if (written.length > 0 || addressChanges > 0) {
          await audit(tx, {
            actor,
            action: 'account.sync',
            entity: 'account',
            entityId: written.length === 1 ? (written[0]?.id ?? 0) : `${records.length} accounts`,
            reference: batchReference((written.length > 0 ? written.map((row) => row.after) : accounts.map(({ merged }) => merged)).map((account) => account.account_number)),
            before: Object.fromEntries(written.map((row) => [row.code, row.before])),
            after: { ...Object.fromEntries(written.map((row) => [row.code, row.after])), addresses_changed: addressChanges },
          });
        }
        const created = written.filter((row) => row.isNew).length;
        return { result: { received: records.length, created, updated: changed.length, unchanged: records.length - written.length }, changedIds: changed.map((row) => row.id) };
      });
      for (const id of changedIds) sessions.forgetAccount(id);
      return result;
    },

    /** PUT /api/integration/categories/{id}/hidden-accounts: the category's rest_acc, every number an account's. */
    async setHiddenAccounts(actor: AuditActor, categoryId: number, body: HiddenAccountsBody): Promise<{ id: number; account_numbers: string[] }> {
      const { account_numbers: sent } = body;
      const numbers = [...sent].sort();
      return transact(async (tx) => {
        const known = await accountRows.findAccountNumbers(tx, numbers);
        const errors: FieldErrors = {};
        sent.forEach((number, index) => {
          if (!known.has(number)) errors[`account_numbers.${index}`] = `No account has the number '${number}'.`;
        });
        throwIfAny(errors);
        const set = await catalogue.setHiddenAccounts(tx, categoryId, numbers);
        if (!set) throw new NotFoundError('category', categoryId);
        if (set.before.join('\n') !== numbers.join('\n')) {
          await audit(tx, { actor, action: 'category.hidden_accounts', entity: 'category', entityId: categoryId, reference: set.path, before: { rest_acc: set.before }, after: { rest_acc: numbers } });
        }
        return { id: categoryId, account_numbers: numbers };
      });
    },
  };
}
export type IntegrationSyncService = ReturnType<typeof createIntegrationSyncService>;
