// One entry of a price list added or repriced (issue #27 Part 3): a SKU, the quantity it applies from and
// its price typed in dollars (read as every money field reads it, and said back when read otherwise). The
// rest of the list's entries stay (PUT …/entries with replace: false).
import { useState, type FormEvent } from 'react';
import { formatCents } from '../../../shared/money.ts';
import { browserAdminClient } from '../admin-api.ts';
import { MoneyField } from '../catalogue/catalogue-fields.tsx';
import { SaveOutcome } from '../content/fields.tsx';
import { useAdminSave } from '../content/use-admin-save.ts';
import { pricingApi } from './pricing-api.ts';
import { InputField } from './pricing-fields.tsx';
import { entryOf, errorsUnder, otherMessages, type FieldErrors } from './pricing-values.ts';

export function EntryForm({ listId }: { listId: number }) {
  // A new key after each save draws the form empty again (the price field keeps its own text).
  const [generation, setGeneration] = useState(0);
  const [ownErrors, setOwnErrors] = useState<FieldErrors>({});
  const { errors: sentErrors, status, isBusy, save } = useAdminSave();
  const errors = { ...errorsUnder(sentErrors, 'entries.0.'), ...ownErrors };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const read = entryOf({ sku: String(fields.get('sku') ?? ''), min_qty: String(fields.get('min_qty') ?? ''), price: String(fields.get('price') ?? '') });
    setOwnErrors('errors' in read ? read.errors : {});
    if ('errors' in read) return;
    const { entry } = read;
    const done = `${entry.sku} from ${entry.min_qty} is priced at ${formatCents(entry.price)}.`;
    if (await save(() => pricingApi(browserAdminClient()).lists.putEntries(listId, { replace: false, entries: [entry] }), done)) setGeneration((current) => current + 1);
  }

  return (
    <form className="admin-form admin-panel" onSubmit={(event) => void onSubmit(event)} aria-labelledby="entry-form-heading" noValidate>
      <h3 id="entry-form-heading" className="admin-form-title">
        Add or reprice an entry
      </h3>
      <div key={generation} className="admin-form">
        <InputField id="entry-sku" name="sku" label="SKU" required maxLength={100} size={16} error={errors.sku} />
        <InputField id="entry-min-qty" name="min_qty" label="Min qty" inputMode="numeric" size={6} defaultValue="1" error={errors.min_qty} hint="The price applies from this quantity." />
        <MoneyField id="entry-price" name="price" label="Price (dollars, excl. GST)" cents={null} error={errors.price} />
      </div>
      <button type="submit" className="button button-primary" disabled={isBusy}>
        Save the entry
      </button>
      <SaveOutcome errors={{ _: otherMessages(sentErrors, ['entries.0.sku', 'entries.0.min_qty', 'entries.0.price']) ?? '' }} status={status} />
    </form>
  );
}
