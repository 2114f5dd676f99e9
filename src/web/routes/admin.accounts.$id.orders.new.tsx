// /admin/accounts/:id/orders/new (issue #30 Part 4): the desk takes an order for the account by phone.
import { Link } from 'react-router';
import type { Route } from './+types/admin.accounts.$id.orders.new';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { PhoneOrderForm } from '../admin/phone-orders/phone-order-form.tsx';
import { phoneOrdersApi } from '../admin/phone-orders/phone-orders-api.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `New order for ${loaderData?.form.account.name ?? 'an account'} | Back office | Care Supply Co` }];

export async function loader({ params, context }: Route.LoaderArgs) {
  return { form: (await orThrowResponse(phoneOrdersApi(context.get(requestContext).api).form(params.id))).data };
}

export default function AdminPhoneOrder({ loaderData }: Route.ComponentProps) {
  const { account } = loaderData.form;
  return (
    <section aria-labelledby="phone-order-heading">
      <p>
        <Link to={`/admin/accounts/${account.id}`}>Back to the account</Link>
      </p>
      <h1 id="phone-order-heading">
        New order for {account.account_number}: {account.name}
      </h1>
      <PhoneOrderForm form={loaderData.form} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
