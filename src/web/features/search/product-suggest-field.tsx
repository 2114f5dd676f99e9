// A text field that suggests products as the buyer types (issue #18), for pages where a product is
// picked rather than opened: the quick-order rows and the Resident Tracker's product finder. The same
// endpoint, hook and combobox as the header search, without the categories. The label is the page's.
import { useMemo, type InputHTMLAttributes } from 'react';
import type { SuggestedProduct } from '../../../shared/schemas/search.ts';
import { SuggestionList } from './suggestion-list.tsx';
import { suggestionOptions } from './suggest-requests.ts';
import { useCombobox } from './use-combobox.ts';
import { useSuggestions } from './use-suggestions.ts';

type Props = {
  id: string;
  value: string;
  onValueChange(text: string): void;
  /** A product taken from the list; answers the text the field then holds (its SKU, or '' to empty it). */
  onChoose(product: SuggestedProduct): string;
  /** The listbox's name, e.g. 'Suggestions for row 1'. */
  listLabel: string;
  className?: string;
  inputAttributes?: Pick<InputHTMLAttributes<HTMLInputElement>, 'aria-describedby' | 'aria-invalid' | 'placeholder' | 'maxLength'>;
};

export function ProductSuggestField({ id, value, onValueChange, onChoose, listLabel, className, inputAttributes }: Props) {
  const suggestions = useSuggestions();
  const options = useMemo(() => suggestionOptions(suggestions.suggestions, { categories: false }), [suggestions.suggestions]);

  function changeText(text: string, isTyped: boolean) {
    onValueChange(text);
    suggestions.type(text);
    if (isTyped) combobox.onTextChange();
  }

  const combobox = useCombobox({
    id,
    options,
    isReady: suggestions.status === 'ready',
    onChoose: (option) => {
      if (option.kind === 'product') changeText(onChoose(option.product), false);
    },
    onClear: () => changeText('', false),
  });

  return (
    <div className={className ? `suggest-field ${className}` : 'suggest-field'}>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => changeText(event.currentTarget.value, true)}
        {...inputAttributes}
        {...combobox.inputProps}
      />
      <SuggestionList combobox={combobox} options={options} label={listLabel} isGrouped={false} />
    </div>
  );
}
