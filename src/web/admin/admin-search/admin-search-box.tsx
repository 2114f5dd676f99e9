// The back office header's one search box (issue #30 Part 5): orders, accounts and products found as the
// desk types (use-admin-search.ts), grouped by kind, each group with 'All N …' to its list. A WAI-ARIA
// combobox like the storefront's header search (features/search/use-combobox.ts): the focus stays in the
// field, Down and Up move through the results, Enter opens the one chosen, Escape closes the list and
// keeps the text (a second Escape empties it). '/' anywhere but in a field puts the focus in the box.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { KEYWORD_MAX_LENGTH } from '../../../shared/limits.ts';
import { staffRoleAllows, type StaffRole } from '../../../shared/staff-permissions.ts';
import { useCombobox, type Combobox } from '../../features/search/use-combobox.ts';
import { KIND_LABELS, searchCountText, searchOptions, searchPlaceholder, type AdminSearchKind, type AdminSearchOption } from './admin-search-options.ts';
import { useAdminSearch } from './use-admin-search.ts';

const ID = 'admin-search';

/** The kinds a role's answers hold (the server sends null for the others). */
function kindsFor(role: StaffRole): AdminSearchKind[] {
  const kinds: AdminSearchKind[] = [];
  if (staffRoleAllows(role, 'orders.read')) kinds.push('orders');
  if (staffRoleAllows(role, 'accounts')) kinds.push('accounts');
  if (staffRoleAllows(role, 'catalogue')) kinds.push('products');
  return kinds;
}

/** Whether a key press is typing into something ('/' is then a character, not the shortcut). */
function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'));
}

/** '/' from anywhere outside a field puts the focus in the box, as in GitHub's and Shopify's admin. */
function useSlashFocus(inputRef: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTypingTarget(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);
}

function Group({ combobox, kind, items }: { combobox: Combobox; kind: AdminSearchKind; items: { option: AdminSearchOption; index: number }[] }) {
  if (items.length === 0) return null;
  const labelId = `${combobox.listboxId}-${kind}`;
  return (
    <div role="group" aria-labelledby={labelId} className="admin-search-group">
      <div role="presentation" id={labelId} className="admin-search-label">
        {KIND_LABELS[kind].group}
      </div>
      {items.map(({ option, index }) => (
        <div key={option.key} {...combobox.optionProps(index)} className={option.isAll ? 'admin-search-option admin-search-option--all' : 'admin-search-option'}>
          <span className="admin-search-title">{option.title}</span>
          {option.isAll ? null : <span className="admin-search-detail">{option.detail}</span>}
        </div>
      ))}
    </div>
  );
}

export function AdminSearchBox({ role }: { role: StaffRole }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const search = useAdminSearch();
  const { status, answer } = search.state;
  const options = useMemo(() => searchOptions(status === 'ready' ? answer : null), [status, answer]);
  const kinds = kindsFor(role);
  useSlashFocus(inputRef);

  function changeText(next: string) {
    setText(next);
    search.type(next);
    combobox.onTextChange();
  }

  const combobox = useCombobox({
    id: ID,
    options,
    // A failed search is an answer too: the popup says so in place of the results.
    isReady: status === 'ready' || status === 'failed',
    onChoose: (option) => {
      inputRef.current?.blur();
      // The page opened takes the focus, as a link followed would give it.
      void Promise.resolve(navigate(option.url)).then(() => document.getElementById('main')?.focus());
    },
    onClear: () => changeText(''),
  });

  const items = options.map((option, index) => ({ option, index }));
  const isAnswered = combobox.statusText !== '';
  const liveText = !isAnswered ? '' : status === 'failed' ? 'The search did not answer. Try again.' : answer ? searchCountText(answer) : '';

  return (
    <div role="search" aria-label="Back office" className="admin-search">
      <label htmlFor={ID} className="visually-hidden">
        Search the back office
      </label>
      <input
        ref={inputRef}
        id={ID}
        type="search"
        className="admin-search-input"
        placeholder={searchPlaceholder(kinds)}
        aria-keyshortcuts="/"
        value={text}
        onChange={(event) => changeText(event.currentTarget.value)}
        maxLength={KEYWORD_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        {...combobox.inputProps}
      />
      <div className="admin-search-popup" hidden={!combobox.isExpanded} onMouseDown={combobox.onPopupMouseDown}>
        <div role="listbox" id={combobox.listboxId} aria-label="Search results" className="admin-search-list">
          {kinds.map((kind) => (
            <Group key={kind} combobox={combobox} kind={kind} items={items.filter((item) => item.option.kind === kind)} />
          ))}
        </div>
      </div>
      {combobox.isEmptyShown ? <p className="admin-search-popup admin-search-empty">{liveText}</p> : null}
      {/* Polite, without role=status: the header's new-order count has a live region too, and a screen's own status message stays the page's one status. */}
      <p aria-live="polite" aria-atomic="true" className="visually-hidden">
        {liveText}
      </p>
    </div>
  );
}
