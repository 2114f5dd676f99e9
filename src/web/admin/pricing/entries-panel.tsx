// A price list's entries (issue #27 Part 3): 50 a page, found by the start of their SKU (the search in
// the address), each removable on its own; with the form to add or reprice one and the CSV import.
import { formatCents } from '../../../shared/money.ts';
import type { PriceListDetailJson } from '../../../shared/schemas/admin-pricing.ts';
import { browserAdminClient } from '../admin-api.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { NoticeLine } from '../integration/notice-line.tsx';
import { useConfirmedAction, useNotice, type NoticeSink } from '../integration/use-panel-actions.ts';
import { listCaption } from '../list-parts.tsx';
import { EntriesImport } from './entries-import.tsx';
import { EntryForm } from './entry-form.tsx';
import { pricingApi } from './pricing-api.ts';
import { SearchForm } from './pricing-fields.tsx';

type Entry = PriceListDetailJson['entry_page']['data'][number];

function EntryRow({ listId, entry, onDone }: { listId: number; entry: Entry; onDone: NoticeSink }) {
  const { isSending, run } = useConfirmedAction(onDone);
  const name = `${entry.sku} from ${entry.min_qty}`;
  const remove = () =>
    run(`Remove the entry for ${name}?`, () => pricingApi(browserAdminClient()).lists.putEntries(listId, { replace: false, entries: [], remove: [{ sku: entry.sku, min_qty: entry.min_qty }] }), `The entry for ${name} is removed.`);
  return (
    <tr>
      <td>{entry.sku}</td>
      <td>{entry.title ?? <span className="admin-muted">No product has this SKU now</span>}</td>
      <td className="admin-number">{entry.min_qty.toLocaleString('en-NZ')}</td>
      <td className="admin-number">{formatCents(entry.price)}</td>
      <td>
        <button type="button" className="button button-secondary" disabled={isSending} onClick={remove}>
          Remove<span className="visually-hidden"> the entry for {name}</span>
        </button>
      </td>
    </tr>
  );
}

const COLUMNS: ListColumn<Entry>[] = [{ heading: 'SKU' }, { heading: 'Product' }, { heading: 'Min qty', className: 'admin-number' }, { heading: 'Price', className: 'admin-number' }, { heading: 'Actions' }];

export function EntriesPanel({ list, q }: { list: PriceListDetailJson; q: string }) {
  const { notice, onDone } = useNotice();
  const { data, meta } = list.entry_page;
  return (
    <section className="admin-panel admin-stack" aria-labelledby="entries-heading">
      <h2 id="entries-heading" className="admin-form-title">
        Entries
      </h2>
      <p className="admin-muted">Prices excl. GST. An entry applies from its min qty: a buyer ordering fewer does not get its price.</p>
      <SearchForm key={q} action={`/admin/price-lists/${list.id}`} id="entries-q" label="SKU starts with" name="Search the entries" q={q} />
      <NoticeLine notice={notice} />
      <AdminListTable
        caption={listCaption(meta, q ? `entries whose SKU starts with “${q}”` : 'entries')}
        label="Entries"
        columns={COLUMNS}
        rows={data}
        rowKey={(entry) => `${entry.sku} ${entry.min_qty}`}
        renderRow={(entry) => <EntryRow listId={list.id} entry={entry} onDone={onDone} />}
        pages={{ meta, label: 'Entry pages' }}
      />
      <EntryForm listId={list.id} />
      <EntriesImport listId={list.id} />
    </section>
  );
}
