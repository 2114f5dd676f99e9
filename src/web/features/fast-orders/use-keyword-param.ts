// A search box kept in the page's address (so the server renders the filtered page, and Back works):
// what is typed shows at once, and the address follows after a short pause, only when the keyword
// the spec's threshold lets through changes (spec §5: shorter searches show everything).
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamUpdate } from '../../lib/use-search-param-update.ts';

const TYPING_PAUSE_MS = 300;

export function useKeywordParam(effectiveKeyword: (typed: string) => string | undefined) {
  const [searchParams] = useSearchParams();
  const updateParams = useSearchParamUpdate();
  const current = searchParams.get('keyword') ?? '';
  const [typed, setTyped] = useState(current);
  const keywordRef = useRef(effectiveKeyword);
  keywordRef.current = effectiveKeyword;

  useEffect(() => {
    const next = keywordRef.current(typed) ?? '';
    if (next === (keywordRef.current(current) ?? '')) return;
    const timer = setTimeout(() => {
      updateParams((params) => {
        if (next) params.set('keyword', next);
        else params.delete('keyword');
      });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, current, updateParams]);

  return { typed, setTyped, isFiltered: Boolean(effectiveKeyword(current)) };
}
