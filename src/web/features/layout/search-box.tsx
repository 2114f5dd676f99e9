// spec §2: the header search, a GET form to /search?keyword=..., submitted with Enter. It works
// without JavaScript; with it, React Router's <Form> navigates without a full reload, and the field is
// a combobox (issue #18): categories and products suggested as the buyer types, Enter on one opens it,
// Enter with none chosen submits the search.
import { useMemo, useState } from 'react';
import { Form, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { KEYWORD_MAX_LENGTH } from '../../../shared/limits.ts';
import { SuggestionList } from '../search/suggestion-list.tsx';
import { suggestionOptions } from '../search/suggest-requests.ts';
import { useCombobox } from '../search/use-combobox.ts';
import { useSuggestions } from '../search/use-suggestions.ts';

export function SearchBox(props: { id: string }) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const keyword = location.pathname === '/search' ? (searchParams.get('keyword') ?? '') : '';
  // A new key per search resets the box to the keyword in the address bar.
  return <SearchField key={keyword} id={props.id} keyword={keyword} />;
}

function SearchField(props: { id: string; keyword: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(props.keyword);
  const suggestions = useSuggestions();
  const options = useMemo(() => suggestionOptions(suggestions.suggestions, { categories: true }), [suggestions.suggestions]);

  function changeText(next: string) {
    setText(next);
    suggestions.type(next);
    combobox.onTextChange();
  }

  const combobox = useCombobox({
    id: props.id,
    options,
    isReady: suggestions.status === 'ready',
    onChoose: (option) => {
      changeText('');
      void navigate(option.kind === 'category' ? option.category.url : option.product.url);
    },
    onClear: () => changeText(''),
  });

  return (
    <Form method="get" action="/search" role="search" className="search-box">
      <label htmlFor={props.id} className="visually-hidden">
        Search products
      </label>
      <div className="suggest-field search-box-field">
        <input
          id={props.id}
          type="search"
          name="keyword"
          placeholder="Search for products..."
          value={text}
          onChange={(event) => changeText(event.currentTarget.value)}
          maxLength={KEYWORD_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          {...combobox.inputProps}
        />
        <SuggestionList combobox={combobox} options={options} label="Search suggestions" isGrouped />
      </div>
      <button type="submit" className="search-box-button">
        <SearchIcon />
        <span className="visually-hidden">Search</span>
      </button>
    </Form>
  );
}
