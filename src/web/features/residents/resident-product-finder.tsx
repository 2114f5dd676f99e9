// Issue #18: a product line's product found by typing, with the header search's suggestions. The
// suggestions know nothing of variants or categories, so the product taken is asked for in full and
// kept only if the tracker can schedule it (category-options.ts: priced, no variant matrix), in a
// category the selector offers; the line then shows it in its category and product selectors.
import { useRef, useState } from 'react';
import type { SuggestedProduct } from '../../../shared/schemas/search.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { ProductSuggestField } from '../search/product-suggest-field.tsx';
import { foundProductChoice } from './category-options.ts';
import { useResidentCatalogue } from './resident-catalogue.tsx';
import type { DraftProduct } from './resident-drafts.ts';

type Props = {
  id: string;
  /** '{order time} line {n}', read after the field's name. */
  place: string;
  onFound(categoryId: number, product: DraftProduct): void;
};

type Note = { text: string; isError: boolean };

export function ResidentProductFinder({ id, place, onFound }: Props) {
  const catalogue = useResidentCatalogue();
  const [text, setText] = useState('');
  const [note, setNote] = useState<Note>({ text: '', isError: false });
  // Only the last product taken counts: a slow answer for an earlier one is dropped.
  const lastTaken = useRef(0);

  async function take(suggested: SuggestedProduct) {
    const taken = ++lastTaken.current;
    setNote({ text: `Checking ${suggested.title}…`, isError: false });
    try {
      const answer = await createBrowserApiClient().catalogue.product(String(suggested.id));
      if (taken !== lastTaken.current) return;
      const choice = foundProductChoice(answer.data, catalogue.categories);
      if (!choice.ok) return setNote({ text: `${suggested.title}: ${choice.message}`, isError: true });
      onFound(choice.categoryId, choice.product);
      setNote({ text: `${choice.product.title} chosen.`, isError: false });
    } catch (error) {
      if (taken !== lastTaken.current) return;
      console.error(`resident tracker: could not load product ${suggested.id} found by typing`, error);
      setNote({ text: apiErrorMessage(error), isError: true });
    }
  }

  // The label says neither 'product' nor 'category': those name the selectors (and find them in e2e).
  return (
    <div className="resident-line__field resident-line__find">
      <label htmlFor={id}>
        Find by name or SKU<span className="visually-hidden">{`, ${place}`}</span>
      </label>
      <ProductSuggestField
        id={id}
        listLabel={`Suggestions, ${place}`}
        value={text}
        onValueChange={(typed) => {
          setText(typed);
          // New text makes the last note old news ('' is the field emptied by a product taken).
          if (typed !== '' && note.text) setNote({ text: '', isError: false });
        }}
        onChoose={(product) => {
          void take(product);
          return '';
        }}
        inputAttributes={{ 'aria-describedby': `${id}-note` }}
      />
      <p id={`${id}-note`} aria-live="polite" className={note.isError ? 'resident-line__found resident-line__found--error' : 'resident-line__found'}>
        {note.text}
      </p>
    </div>
  );
}
