// spec §2: the header search, a GET form to /search?keyword=..., submitted with Enter. It works
// without JavaScript; with it, React Router's <Form> navigates without a full reload.
import { Form, useLocation, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { KEYWORD_MAX_LENGTH } from '../../../shared/limits.ts';

export function SearchBox(props: { id: string }) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const keyword = location.pathname === '/search' ? (searchParams.get('keyword') ?? '') : '';
  return (
    <Form method="get" action="/search" role="search" className="search-box">
      <label htmlFor={props.id} className="visually-hidden">
        Search products
      </label>
      <input
        // A new key per search resets the box to the keyword in the address bar.
        key={keyword}
        id={props.id}
        type="search"
        name="keyword"
        placeholder="Search for products..."
        defaultValue={keyword}
        maxLength={KEYWORD_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-box-button">
        <SearchIcon />
        <span className="visually-hidden">Search</span>
      </button>
    </Form>
  );
}
