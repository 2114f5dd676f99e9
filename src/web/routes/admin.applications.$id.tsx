// /admin/applications/:id (issue #17): one trade application, every field; a pending one is approved
// (the account opens, the applicant is e-mailed to set a password) or declined (with a reason).
import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/admin.applications.$id';
import type { TradeApplicationJson } from '../../shared/schemas/admin-applications.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { applicationsApi } from '../admin/applications/applications-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { ApplicationDetails } from '../admin/applications/application-details.tsx';
import { ApproveForm } from '../admin/applications/approve-form.tsx';
import { DeclineForm } from '../admin/applications/decline-form.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.application.company_name ?? 'Trade application'} | Back office | Care Supply Co` }];

export async function loader({ params, context }: Route.LoaderArgs) {
  return { application: (await orThrowResponse(applicationsApi(context.get(requestContext).api).get(params.id))).data };
}

type Outcome = { message: string; application: TradeApplicationJson };

function OutcomePanel({ outcome }: { outcome: Outcome }) {
  const ref = useRef<HTMLDivElement>(null);
  // The forms are gone: focus moves to what happened, so a keyboard user is not left at the page's top.
  useEffect(() => ref.current?.focus(), []);
  const { application } = outcome;
  return (
    <div ref={ref} tabIndex={-1} role="status" className="admin-panel admin-outcome">
      <p>{outcome.message}</p>
      {application.status === 'approved' && application.account_id ? (
        <p>
          <Link to={`/admin/accounts/${application.account_id}`}>Go to the new account</Link>
        </p>
      ) : null}
    </div>
  );
}

export default function AdminApplication({ loaderData }: Route.ComponentProps) {
  const { application } = loaderData;
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const onDone = (decided: TradeApplicationJson, message: string) => {
    setOutcome({ message, application: decided });
    void revalidator.revalidate();
  };
  const isPending = application.status === 'pending' && !outcome;
  return (
    <section aria-labelledby="admin-application-heading">
      <p className="admin-no-print">
        <Link to="/admin/applications">Back to applications</Link>
      </p>
      <h1 id="admin-application-heading">Trade application: {application.company_name}</h1>
      {outcome ? <OutcomePanel outcome={outcome} /> : null}
      <ApplicationDetails application={outcome?.application ?? application} />
      {isPending ? (
        <div className="admin-columns">
          <ApproveForm application={application} onDone={onDone} />
          <DeclineForm application={application} onDone={onDone} />
        </div>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
