// /admin/customer-logos (issue #19 Part 2): the logo grid's customers and their pictures.
import type { Route } from './+types/admin.customer-logos';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { contentApi } from '../admin/content/content-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { AddLogoForm, LogoRows } from '../admin/content/logo-rows.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Customer logos | Back office | Care Supply Co' }];

export async function loader({ context }: Route.LoaderArgs) {
  return { logos: (await orThrowResponse(contentApi(context.get(requestContext).api).customerLogos.list())).data };
}

export default function AdminCustomerLogos({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="admin-logos-heading">
      <h1 id="admin-logos-heading">Customer logos</h1>
      <AddLogoForm />
      <LogoRows logos={loaderData.logos} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
