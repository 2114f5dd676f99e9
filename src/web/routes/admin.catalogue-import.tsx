// /admin/catalogue-import (issue #19 Part 1): the catalogue CSV, checked, then applied all or nothing.
import type { Route } from './+types/admin.catalogue-import';
import { AdminError } from '../admin/admin-error.tsx';
import { CatalogueImportView } from '../admin/catalogue-import/catalogue-import-view.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Catalogue import | Back office | Care Supply Co' }];

export default function AdminCatalogueImport() {
  return (
    <section aria-labelledby="admin-catalogue-import-heading">
      <h1 id="admin-catalogue-import-heading">Catalogue import</h1>
      <CatalogueImportView />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
