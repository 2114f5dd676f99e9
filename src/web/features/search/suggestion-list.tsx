// The popup of a suggestion combobox (use-combobox.ts): a listbox of categories and products, grouped
// under their labels where both may come, and a polite live region saying how many there are. Products
// show image, title and SKU, and the price only when the answer has one (the server sends it to a
// signed-in viewer only, spec §1).
import { formatCents } from '../../../shared/money.ts';
import { stockWords } from '../../lib/stock-words.ts';
import type { Combobox } from './use-combobox.ts';
import type { SuggestionOption } from './suggest-requests.ts';

type Indexed = { option: SuggestionOption; index: number };

function OptionContent({ option }: { option: SuggestionOption }) {
  if (option.kind === 'category') {
    return <span className="suggestion__title">{option.category.title}</span>;
  }
  const { product } = option;
  // Issue #30 Part 3: the status only ('Low stock'), where the answer tells it.
  const stock = stockWords({ stock_status: product.stock_status });
  return (
    <>
      {product.image ? (
        <img className="suggestion__image" src={product.image} alt="" width={40} height={40} loading="lazy" decoding="async" />
      ) : (
        <span className="suggestion__image" aria-hidden="true" />
      )}
      <span className="suggestion__text">
        <span className="suggestion__title">{product.title}</span>
        <span className="suggestion__sku">{stock ? `SKU ${product.sku} · ${stock.text}` : `SKU ${product.sku}`}</span>
      </span>
      {product.price !== undefined ? <span className="suggestion__price">{`${formatCents(product.price)} excl. GST`}</span> : null}
    </>
  );
}

function Options({ combobox, items }: { combobox: Combobox; items: Indexed[] }) {
  return items.map(({ option, index }) => (
    <div
      key={`${option.kind}-${option.kind === 'category' ? option.category.id : option.product.id}`}
      {...combobox.optionProps(index)}
      className={`suggestion suggestion--${option.kind}`}
    >
      <OptionContent option={option} />
    </div>
  ));
}

function Group({ combobox, id, label, items }: { combobox: Combobox; id: string; label: string; items: Indexed[] }) {
  if (items.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id} className="suggestions__group">
      <div role="presentation" id={id} className="suggestions__label">
        {label}
      </div>
      <Options combobox={combobox} items={items} />
    </div>
  );
}

type Props = {
  combobox: Combobox;
  options: readonly SuggestionOption[];
  /** The listbox's name, e.g. 'Search suggestions'. */
  label: string;
  /** Categories and products under their labels (the header search); products alone otherwise. */
  isGrouped: boolean;
};

export function SuggestionList({ combobox, options, label, isGrouped }: Props) {
  const items = options.map((option, index) => ({ option, index }));
  return (
    <>
      <div className="suggestions" hidden={!combobox.isExpanded} onMouseDown={combobox.onPopupMouseDown}>
        <div role="listbox" id={combobox.listboxId} aria-label={label} className="suggestions__list">
          {isGrouped ? (
            <>
              <Group combobox={combobox} id={`${combobox.listboxId}-categories`} label="Categories" items={items.filter((item) => item.option.kind === 'category')} />
              <Group combobox={combobox} id={`${combobox.listboxId}-products`} label="Products" items={items.filter((item) => item.option.kind === 'product')} />
            </>
          ) : (
            <Options combobox={combobox} items={items} />
          )}
        </div>
      </div>
      {combobox.isEmptyShown ? <p className="suggestions suggestions__empty">No suggestions</p> : null}
      {/* A polite live region without role=status: a page's own status message stays the one 'status' on it. */}
      <p aria-live="polite" aria-atomic="true" className="visually-hidden">
        {combobox.statusText}
      </p>
    </>
  );
}
