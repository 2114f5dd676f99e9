// spec §2 product line: category selector, product selector (that category's products, with the chosen
// one's packet price, pack size and unit price: issue #16 item 7), quantity a day
// (default 0), the line's cost a day, 'Not yet saved' while it differs from what is stored, and a remove
// action when its order time has more than one line. Above them, the product found by typing (issue #18,
// resident-product-finder.tsx) sets the category and product selectors.
import { useEffect, useId, useRef } from 'react';
import { formatCents } from '../../../shared/money.ts';
import { PackPrice } from '../../components/ui/pack-price.tsx';
import { useResidentCatalogue } from './resident-catalogue.tsx';
import { ResidentProductFinder } from './resident-product-finder.tsx';
import { isUnsaved, draftCostPerDayCents, type DraftLine, type DraftProduct } from './resident-drafts.ts';

export type LineActions = {
  chooseCategory(key: string, categoryId: number): void;
  chooseProduct(key: string, product: DraftProduct | null): void;
  typeQty(key: string, typed: string): void;
  remove(line: DraftLine): void;
};

type Props = {
  line: DraftLine;
  /** Read by screen readers after each field's name: '{order time} line {n}'. */
  place: string;
  canRemove: boolean;
  error: string | undefined;
  shouldFocus: boolean;
  actions: LineActions;
};

export function ResidentLineEditor({ line, place, canRemove, error, shouldFocus, actions }: Props) {
  const id = useId();
  const catalogue = useResidentCatalogue();
  const categoryRef = useRef<HTMLSelectElement>(null);
  const loaded = catalogue.productsOf(line.categoryId);
  const choices = productChoices(line, loaded?.products);

  // A line added with 'Add another product' takes the focus, so typing carries on in it.
  useEffect(() => {
    if (shouldFocus) categoryRef.current?.focus();
  }, [shouldFocus]);

  const hidden = <span className="visually-hidden">{`, ${place}`}</span>;
  return (
    <li className={`resident-line${error ? ' resident-line--error' : ''}`}>
      <ResidentProductFinder
        id={`${id}-find`}
        place={place}
        onFound={(categoryId, product) => {
          actions.chooseCategory(line.key, categoryId);
          actions.chooseProduct(line.key, product);
        }}
      />
      <div className="resident-line__field resident-line__category">
        <label htmlFor={`${id}-category`}>Category{hidden}</label>
        <select
          ref={categoryRef}
          id={`${id}-category`}
          value={line.categoryId}
          onChange={(event) => actions.chooseCategory(line.key, Number(event.currentTarget.value))}
        >
          <option value={0}>Select a category</option>
          {catalogue.categories.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="resident-line__field resident-line__product">
        <label htmlFor={`${id}-product`}>Product{hidden}</label>
        <select
          id={`${id}-product`}
          value={line.productId}
          disabled={line.categoryId === 0}
          aria-busy={loaded?.status === 'loading' || undefined}
          aria-describedby={[line.product ? `${id}-price` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
          onFocus={() => void catalogue.load(line.categoryId)}
          onChange={(event) => {
            const productId = Number(event.currentTarget.value);
            actions.chooseProduct(line.key, choices.find((product) => product.id === productId) ?? null);
          }}
        >
          <option value={0}>{loaded?.status === 'loading' ? 'Loading products…' : 'Select a product'}</option>
          {choices.map((product) => (
            <option key={product.id} value={product.id}>
              {product.title}
            </option>
          ))}
        </select>
        {line.product ? (
          <p id={`${id}-price`} className="resident-line__price">
            {`${formatCents(line.product.price)} a packet`}
            <PackPrice packSize={line.product.pack_size} priceCents={line.product.price} />
          </p>
        ) : null}
      </div>
      <div className="resident-line__field resident-line__qty">
        <label htmlFor={`${id}-qty`}>Qty per day{hidden}</label>
        <input
          id={`${id}-qty`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={line.qty}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => actions.typeQty(line.key, event.currentTarget.value)}
        />
      </div>
      <p className="resident-line__cost">
        <span className="resident-line__label">Cost per day</span> <span className="resident-line__money">{formatCents(draftCostPerDayCents(line))}</span>
      </p>
      <div className="resident-line__end">
        {isUnsaved(line) ? <span className="resident-line__unsaved">Not yet saved</span> : null}
        {canRemove ? (
          <button type="button" className="button button-secondary resident-line__remove" onClick={() => actions.remove(line)}>
            Remove<span className="visually-hidden">{` ${line.title || 'empty line'}, ${place}`}</span>
          </button>
        ) : null}
      </div>
      {!line.isAvailable ? <p className="resident-line__note">{`${line.title}: this product can no longer be ordered.`}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="field-error resident-line__error">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** The category's products; before they load (or when the line's product is not among them) the line's own. */
function productChoices(line: DraftLine, products: DraftProduct[] | undefined): DraftProduct[] {
  const list = products ?? [];
  if (line.productId > 0 && !list.some((product) => product.id === line.productId)) {
    const own = line.product ?? { id: line.productId, title: `${line.title} (no longer sold)`, price: 0, pack_size: null };
    return [own, ...list];
  }
  return list;
}
