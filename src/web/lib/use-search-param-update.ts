// Changes to the page's query (filters kept in the address) that build on the query as it will stand once
// a navigation under way lands. React Router hands setSearchParams' updater the query of the last render,
// so a keyword typed while the list still reloaded for a location just chosen undid that location.
import { useCallback, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

/** `update(edit)`: the current (or pending) query, changed by `edit`, replacing the history entry. */
export function useSearchParamUpdate(): (edit: (params: URLSearchParams) => void) => void {
  const [, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const latest = useRef(location.search);
  latest.current = navigation.location && navigation.location.pathname === location.pathname ? navigation.location.search : location.search;
  return useCallback(
    (edit) => {
      const updated = new URLSearchParams(latest.current);
      edit(updated);
      latest.current = `?${updated.toString()}`;
      setSearchParams(updated, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );
}
