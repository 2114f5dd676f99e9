// The search route tests' app: the small catalogue, searchable, with a buyer and an account that
// 'clinical' is hidden from, on the engine chosen.
import type { AppConfig } from '../../../config.ts';
import { signedInAccount } from '../../../testing/factories.ts';
import { useTestApp } from '../../../testing/suite.ts';
import { insertCatalogueFixture, RESTRICTED_ACCOUNT } from '../catalogue.fixtures.ts';

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
