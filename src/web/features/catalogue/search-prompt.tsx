import { useId } from 'react';
import { Form } from 'react-router';
import { KEYWORD_MAX_LENGTH } from '../../../shared/limits.ts';

/** An empty keyword: ask for one, with a search form of its own (the header box may be collapsed on phones). */
export function SearchPrompt() {
  const id = useId();
  return (
    <div className="container catalogue-page search-page search-prompt">
      <h1 className="search-page__title">Search products</h1>
      <p>Type a product name, brand or SKU to search the catalogue.</p>
      <Form method="get" action="/search" role="search" aria-label="Search the catalogue" className="search-prompt__form">
        <label htmlFor={id}>Product name, brand or SKU</label>
        <div className="search-prompt__row">
          <input id={id} type="search" name="keyword" maxLength={KEYWORD_MAX_LENGTH} required enterKeyHint="search" />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </div>
      </Form>
    </div>
  );
}
