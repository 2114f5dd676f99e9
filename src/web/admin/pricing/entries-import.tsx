// A price list's entries from a CSV (issue #27 Part 3): the file is checked first (nothing changes), its
// outcome shown (what it adds, reprices and removes, each problem by line and column, each warning), and
// only a file without problems can be applied, replacing every entry of the list with the file's.
import { useRef, useState, type FormEvent } from 'react';
import { CsvCheckAnswer, CsvFileFields } from '../csv-file-check.tsx';
import { useRevalidator } from 'react-router';
import type { PriceListCsvCheckJson } from '../../../shared/schemas/admin-pricing.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { CsvCheckOutcome } from './csv-check-outcome.tsx';
import { checkEntriesCsv, pricingApi } from './pricing-api.ts';

const errorText = (error: unknown) => (error instanceof ApiRequestError && error.body.errors ? Object.values(error.body.errors).join(' ') : apiErrorMessage(error));

export function EntriesImport({ listId }: { listId: number }) {
  const revalidator = useRevalidator();
  const fileInput = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useState<PriceListCsvCheckJson | null>(null);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState('');
  const [isBusy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    setResult('');
    try {
      await work();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  function onCheck(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    setChecked(null);
    if (!file) {
      setError('Choose a CSV file first.');
      return;
    }
    void run(async () => setChecked((await checkEntriesCsv(listId, file)).data));
  }

  const onApply = (entries: PriceListCsvCheckJson['entries']) =>
    void run(async () => {
      const body = entries.map(({ sku, min_qty, price }) => ({ sku, min_qty, price }));
      await pricingApi(browserAdminClient()).lists.putEntries(listId, { replace: true, entries: body });
      setChecked(null);
      if (fileInput.current) fileInput.current.value = '';
      setResult(`Applied: the list now has the file's ${body.length} ${body.length === 1 ? 'entry' : 'entries'}.`);
      await revalidator.revalidate();
    });

  return (
    <div className="admin-stack pricing-import">
      <form className="admin-form" onSubmit={onCheck} aria-labelledby="entries-import-heading">
        <h3 id="entries-import-heading" className="admin-form-title">
          Import entries from a CSV
        </h3>
        <p className="admin-muted pricing-full">
          A first row naming the columns sku, price and min_qty (in any order; min_qty may be left out, meaning 1), then one entry a row, its price in dollars, e.g. 12.50. The file is the
          whole list: applying it replaces every entry. It is checked first, and nothing changes until you apply it.
        </p>
        <CsvFileFields id="entries-file" inputRef={fileInput} isBusy={isBusy} />
      </form>
      <CsvCheckAnswer error={error} status={result} />
      {checked ? <CsvCheckOutcome checked={checked} isBusy={isBusy} onApply={() => onApply(checked.entries)} /> : null}
    </div>
  );
}
