// The product lines' catalogue: the flattened category tree (from the page's loader) and each
// category's products, loaded once when a line first needs them and shared by every line on the page.
// spec §4/§8: a failed load is silent (logged); the category's product list is then empty.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { schedulableProducts, type CategoryOption } from './category-options.ts';
import type { DraftProduct } from './resident-drafts.ts';
import { categoryProducts } from './residents-api.ts';

export type CategoryProducts = { status: 'loading' | 'ready' | 'failed'; products: DraftProduct[] };

type ResidentCatalogue = {
  categories: CategoryOption[];
  productsOf(categoryId: number): CategoryProducts | undefined;
  /** Loads a category's products unless they are loaded or loading; resolves false when the load failed. */
  load(categoryId: number): Promise<boolean>;
};

const CatalogueContext = createContext<ResidentCatalogue | null>(null);

export function ResidentCatalogueProvider({ categories, children }: { categories: CategoryOption[]; children: ReactNode }) {
  const [loaded, setLoaded] = useState<Record<number, CategoryProducts>>({});
  const pending = useRef(new Map<number, Promise<boolean>>());
  const known = useRef(loaded);
  known.current = loaded;

  const load = useCallback((categoryId: number): Promise<boolean> => {
    if (categoryId <= 0) return Promise.resolve(true);
    if (known.current[categoryId]?.status === 'ready') return Promise.resolve(true);
    const running = pending.current.get(categoryId);
    if (running) return running;
    setLoaded((current) => ({ ...current, [categoryId]: { status: 'loading', products: current[categoryId]?.products ?? [] } }));
    const request = categoryProducts(createBrowserApiClient(), categoryId).then(
      (answer) => {
        setLoaded((current) => ({ ...current, [categoryId]: { status: 'ready', products: schedulableProducts(answer.data) } }));
        return true;
      },
      (error: unknown) => {
        console.error(`resident tracker: could not load the products of category ${categoryId}`, error);
        setLoaded((current) => ({ ...current, [categoryId]: { status: 'failed', products: [] } }));
        return false;
      },
    );
    pending.current.set(categoryId, request);
    // A failed category is asked again the next time a line needs it.
    void request.finally(() => pending.current.delete(categoryId));
    return request;
  }, []);

  const value = useMemo<ResidentCatalogue>(() => ({ categories, productsOf: (id) => loaded[id], load }), [categories, loaded, load]);
  return <CatalogueContext.Provider value={value}>{children}</CatalogueContext.Provider>;
}

export function useResidentCatalogue(): ResidentCatalogue {
  const catalogue = useContext(CatalogueContext);
  if (!catalogue) throw new Error('useResidentCatalogue must be used inside ResidentCatalogueProvider');
  return catalogue;
}
