// The arrow keys of a combobox's listbox (WAI-ARIA 1.2 combobox pattern): which option becomes the
// active one. -1 is none: the text field itself, where Enter submits what is typed.

export type ArrowKey = 'ArrowDown' | 'ArrowUp';

/** Down from none (or the last option) goes to the first, Up from none (or the first) to the last. */
export function nextActiveIndex(current: number, count: number, key: ArrowKey): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 || current > count - 1 ? count - 1 : current - 1;
}

/** What the polite live region says once the answer for the typed text is in. */
export function suggestionCountText(count: number): string {
  if (count === 0) return 'No suggestions';
  return count === 1 ? '1 suggestion' : `${count} suggestions`;
}
