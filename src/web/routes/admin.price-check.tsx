// /admin/price-check (issue #27 Part 3): what an account pays now for a quantity of a SKU, and which
// list and break gave it. The account, SKU and quantity are in the address, so a check can be linked.
import type { Route } from './+types/admin.price-check';
import { requestContext } from '../lib/api-context.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { apiErrorMessage, orThrowResponse } from '../lib/loader-errors.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { PriceCheckAnswer, PriceCheckForm, type PriceCheckValues } from '../admin/pricing/price-check-view.tsx';
import { pricingApi } from '../admin/pricing/pricing-api.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Price check | Back office | Care Supply Co' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const values: PriceCheckValues = {
    account_number: (url.searchParams.get('account_number') ?? '').trim(),
    sku: (url.searchParams.get('sku') ?? '').trim(),
    qty: (url.searchParams.get('qty') ?? '').trim(),
  };
  // The first visit asks nothing: the form alone, until it is sent.
  if (![...url.searchParams.keys()].some((key) => key in values)) return { values, check: null, errors: {} };
  try {
    return { values, check: (await pricingApi(context.get(requestContext).api).priceCheck(values)).data, errors: {} };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422) return { values, check: null, errors: error.body.errors ?? { _: apiErrorMessage(error) } };
    return orThrowResponse(Promise.reject(error));
  }
}

export default function AdminPriceCheck({ loaderData }: Route.ComponentProps) {
  const { values, check, errors } = loaderData;
  return (
    <section aria-labelledby="admin-price-check-heading">
      <h1 id="admin-price-check-heading">Price check</h1>
      <p>What an account pays today for a quantity of a SKU (excl. GST), and which price list and quantity break gave that price.</p>
      <PriceCheckForm key={JSON.stringify(values)} values={values} errors={errors} />
      {check ? <PriceCheckAnswer check={check} values={values} /> : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
