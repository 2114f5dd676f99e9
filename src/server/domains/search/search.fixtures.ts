// The search route tests' apps on the engine chosen: the small catalogue, searchable, with a buyer and an
// account that 'clinical' is hidden from; or the demo catalogue the README's store starts with.
import type { AppConfig } from '../../config.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture, RESTRICTED_ACCOUNT } from '../catalogue/catalogue.fixtures.ts';

export function useSearchTestApp(engine: AppConfig['searchEngine']) {
  return useTestApp(
    async (built) => {
      const fixture = await insertCatalogueFixture(built.database.db);
      await built.app.services.catalogueSearch.caughtUp();
      return {
        fixture,
        restricted: await signedInAccount(built, { accountNumber: RESTRICTED_ACCOUNT }),
        buyer: await signedInAccount(built, { accountNumber: '100300' }),
      };
    },
    { config: { searchEngine: engine } },
  );
}

/** The demo catalogue, searchable, on the engine chosen (the relevance set and the demo's search tests). */
export function useDemoSearchTestApp(engine: AppConfig['searchEngine']) {
  return useTestApp(
    async (built) => {
      await built.app.services.demo.seedIfEmpty({ info: () => {} });
      await built.app.services.catalogueSearch.caughtUp();
      return {};
    },
    { config: { searchEngine: engine } },
  );
}
