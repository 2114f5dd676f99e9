// Everything an applicant sent (issue #17 Part 6), and what was decided: the staff member reads it all
// before opening an account.
import { Link } from 'react-router';
import type { TradeApplicationJson } from '../../../shared/schemas/admin-applications.ts';
import { formatAdminTime } from '../admin-format.ts';
import { APPLICATION_STATUS_LABELS } from './application-table.tsx';

function Field({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children || <span className="admin-muted">—</span>}</dd>
    </>
  );
}

function AddressPanel({ application, kind }: { application: TradeApplicationJson; kind: 'billing' | 'shipping' }) {
  const headingId = `application-${kind}-heading`;
  return (
    <section className="admin-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{kind === 'billing' ? 'Billing address' : 'Shipping address'}</h2>
      {kind === 'shipping' && application.same_address ? <p>Same as billing.</p> : null}
      <dl className="admin-details">
        <Field term="Street">{application[`${kind}_address`]}</Field>
        <Field term="Suburb">{application[`${kind}_suburb`]}</Field>
        <Field term="City">{application[`${kind}_city`]}</Field>
        <Field term="Post code">{application[`${kind}_postcode`]}</Field>
        <Field term="Phone">{application[`${kind}_phone`]}</Field>
      </dl>
    </section>
  );
}

export function ApplicationDetails({ application: a }: { application: TradeApplicationJson }) {
  return (
    <div className="admin-columns">
      <section className="admin-panel" aria-labelledby="application-contact-heading">
        <h2 id="application-contact-heading">Applicant</h2>
        <dl className="admin-details">
          <Field term="Status">{APPLICATION_STATUS_LABELS[a.status]}</Field>
          <Field term="Received">{formatAdminTime(a.created_at)}</Field>
          {a.decided_at ? <Field term="Decided">{formatAdminTime(a.decided_at)}</Field> : null}
          {a.account_id ? (
            <Field term="Account">
              <Link to={`/admin/accounts/${a.account_id}`}>Open the account’s page</Link>
            </Field>
          ) : null}
          {a.status === 'declined' ? <Field term="Reason given">{a.decline_reason}</Field> : null}
          <Field term="Sign-in email">{a.email}</Field>
          <Field term="Company">{a.company_name}</Field>
          <Field term="Purchaser">{a.purchaser_name}</Field>
          <Field term="Contact phone">{a.contact_phone}</Field>
          <Field term="Contact email">{a.contact_email}</Field>
        </dl>
      </section>
      <AddressPanel application={a} kind="billing" />
      <AddressPanel application={a} kind="shipping" />
    </div>
  );
}
