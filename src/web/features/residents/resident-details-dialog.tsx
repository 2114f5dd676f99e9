// spec §2 View Details: the resident's planned cost per day, per week (× 7) and per month (× 28), as
// the server computed them from the saved lines (spec §9), and those lines by order time; both come with
// the resident's lines, loaded when its row opens.
import { formatCents } from '../../../shared/money.ts';
import type { ResidentJson } from '../../../shared/schemas/residents.ts';
import { savedLineCostPerDayCents } from './resident-drafts.ts';
import type { ListedResident } from './residents-api.ts';
import { ResidentDialog } from './resident-dialog.tsx';

/**
 * `resident`: as the list shows it; `stored`: the resident with its lines and costs, loaded with its row
 * (undefined while that load runs).
 */
type Props = { resident: ListedResident | null; stored: ResidentJson | undefined; hasUnsavedChanges: boolean; onClose(): void };

export function ResidentDetailsDialog({ resident, stored, hasUnsavedChanges, onClose }: Props) {
  return (
    <ResidentDialog isOpen={resident !== null} onClose={onClose} title="Resident Details" wide>
      {resident ? <ResidentDetails resident={resident} stored={stored} hasUnsavedChanges={hasUnsavedChanges} onClose={onClose} /> : null}
    </ResidentDialog>
  );
}

function ResidentDetails({ resident, stored, hasUnsavedChanges, onClose }: Omit<Props, 'resident'> & { resident: ListedResident }) {
  return (
    <>
      <dl className="resident-details__facts">
        <div>
          <dt>Resident</dt>
          <dd>{resident.display_name}</dd>
        </div>
        <div>
          <dt>Room</dt>
          <dd>{resident.room || '—'}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{resident.location || 'None'}</dd>
        </div>
      </dl>
      {stored ? <StoredDetails stored={stored} hasUnsavedChanges={hasUnsavedChanges} /> : <p role="status">Loading the products…</p>}
      <div className="form-dialog__buttons">
        <button type="button" className="button button-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </>
  );
}

function StoredDetails({ stored, hasUnsavedChanges }: { stored: ResidentJson; hasUnsavedChanges: boolean }) {
  const times = stored.order_times.filter((time) => time.products.length > 0);
  return (
    <>
      <dl className="resident-details__costs">
        <div>
          <dt>Cost per day</dt>
          <dd>{formatCents(stored.cost_per_day)}</dd>
        </div>
        <div>
          <dt>Cost per week</dt>
          <dd>{formatCents(stored.cost_per_week)}</dd>
        </div>
        <div>
          <dt>Cost per month</dt>
          <dd>{formatCents(stored.cost_per_month)}</dd>
        </div>
      </dl>
      <p className="resident-details__note">
        A week is 7 days and a month 28 days, at the prices your account pays (excl. GST).
        {hasUnsavedChanges ? ' Changes not yet saved are not included.' : ''}
      </p>
      {times.length === 0 ? (
        <p>No products are saved for this resident yet.</p>
      ) : (
        times.map((time) => (
          <section key={time.id} className="resident-details__time">
            <h3>{time.title}</h3>
            <ul className="resident-details__lines">
              {time.products.map((line) => (
                <li key={line.id}>
                  <span className="resident-details__product">{line.title}</span>
                  <span>{`${line.qty} a day`}</span>
                  <span>{line.available ? `${formatCents(savedLineCostPerDayCents(line))} a day` : 'No longer sold'}</span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
