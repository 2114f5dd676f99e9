// A text field with a listbox popup, the WAI-ARIA 1.2 combobox pattern (list autocomplete): the focus
// stays in the field and aria-activedescendant names the active option. Down and Up move through the
// options, Enter takes the active one (with none active, Enter does what it does in the form), Escape
// closes the list and a second Escape clears the text, Tab leaves as usual, a click takes an option.
// Before hydration the field is a plain text field, as the page without JavaScript has it.
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { nextActiveIndex, suggestionCountText } from './listbox-navigation.ts';

type Config<T> = {
  /** The field's id; the listbox is `{id}-list`, its options `{id}-option-{n}`. */
  id: string;
  options: readonly T[];
  /** True when `options` are the answer for the text now typed (no list while it is asked). */
  isReady: boolean;
  onChoose(option: T): void;
  /** The second Escape: empty the field. */
  onClear(): void;
};

export type Combobox = {
  isExpanded: boolean;
  activeIndex: number;
  listboxId: string;
  optionId(index: number): string;
  /** For the polite live region: '5 suggestions', 'No suggestions', or nothing while nothing is shown. */
  statusText: string;
  /** The answer for the text typed is in and empty: the page shows 'No suggestions' where the list would be. */
  isEmptyShown: boolean;
  /** Call on every change of the text: the list opens again for the new text, with no option active. */
  onTextChange(): void;
  inputProps: {
    role?: 'combobox';
    'aria-expanded'?: boolean;
    'aria-controls'?: string;
    'aria-activedescendant'?: string;
    'aria-autocomplete'?: 'list';
    onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
    onBlur(): void;
    onClick(): void;
  };
  optionProps(index: number): {
    id: string;
    role: 'option';
    'aria-selected': boolean;
    onClick(): void;
  };
  /** On the popup: a press in it keeps the focus in the field. */
  onPopupMouseDown(event: MouseEvent): void;
};

export function useCombobox<T>({ id, options, isReady, onChoose, onClear }: Config<T>): Combobox {
  const [isEnhanced, setEnhanced] = useState(false);
  const [isOpen, setOpen] = useState(false);
  // The active option belongs to the options it was chosen in: a new answer starts with none active.
  const [active, setActive] = useState<{ index: number; options: readonly T[] }>({ index: -1, options });
  useEffect(() => setEnhanced(true), []);

  const count = options.length;
  const activeIndex = active.options === options && active.index < count ? active.index : -1;
  const isExpanded = isEnhanced && isOpen && isReady && count > 0;
  const listboxId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (isExpanded && activeIndex >= 0) document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [isExpanded, activeIndex, id]);

  function choose(index: number) {
    const option = options[index];
    if (option === undefined) return;
    onChoose(option);
    // After onChoose: what it types into the field (the chosen SKU) does not open the list again.
    setOpen(false);
    setActive({ index: -1, options });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!isReady || count === 0) return;
        event.preventDefault();
        // A closed list opens on Down or Up, on its first or last option.
        setOpen(true);
        setActive({ index: nextActiveIndex(isExpanded ? activeIndex : -1, count, event.key), options });
        return;
      }
      case 'Enter':
        if (isExpanded && activeIndex >= 0) {
          event.preventDefault();
          choose(activeIndex);
        } else {
          setOpen(false);
        }
        return;
      case 'Escape':
        if (isExpanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive({ index: -1, options });
        } else if (event.currentTarget.value !== '') {
          // The browser's own Escape empties a search field without telling React; the page does it instead.
          event.preventDefault();
          event.stopPropagation();
          onClear();
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  }

  return {
    isExpanded,
    activeIndex: isExpanded ? activeIndex : -1,
    listboxId,
    optionId,
    statusText: isEnhanced && isOpen && isReady ? suggestionCountText(count) : '',
    isEmptyShown: isEnhanced && isOpen && isReady && count === 0,
    onTextChange() {
      setOpen(true);
      setActive({ index: -1, options });
    },
    inputProps: {
      // Server-rendered (and before hydration) the field is plain: no popup can open without the script.
      ...(isEnhanced
        ? {
            role: 'combobox',
            'aria-expanded': isExpanded,
            'aria-controls': listboxId,
            'aria-activedescendant': isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
            'aria-autocomplete': 'list',
          }
        : {}),
      onKeyDown,
      onBlur: () => setOpen(false),
      onClick: () => setOpen(true),
    },
    optionProps: (index) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === activeIndex,
      onClick: () => choose(index),
    }),
    onPopupMouseDown: (event) => event.preventDefault(),
  };
}
