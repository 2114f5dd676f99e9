// The delivery zones (issue #29 Part 2): each with its post codes, delivery days, cut-off, lead time,
// freight, free-delivery amount, whether it is the default, and its next three delivery days in words.
// Below 40rem each zone stacks, each line named by its column.
import { deliveryDayWords } from '../../../shared/delivery-words.ts';
import { formatCents } from '../../../shared/money.ts';
import type { DeliveryZoneJson } from '../../../shared/schemas/delivery.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { cutoffText, leadText, weekdaysText } from './zone-values.ts';

const muted = (text: string) => <span className="admin-muted">{text}</span>;

function columnsWith(onEdit: (zone: DeliveryZoneJson) => void): ListColumn<DeliveryZoneJson>[] {
  return [
    {
      heading: 'Name',
      cell: (zone) => (
        <>
          {zone.name} {zone.is_default ? <span className="delivery-badge">Default</span> : null}
        </>
      ),
    },
    { heading: 'Post codes', cell: (zone) => (zone.post_codes.length > 0 ? <span className="admin-break">{zone.post_codes.join(', ')}</span> : muted('None')) },
    { heading: 'Delivery days', cell: (zone) => weekdaysText(zone.weekdays) },
    { heading: 'Cut-off', cell: (zone) => cutoffText(zone.cutoff_time, zone.cutoff_days_before) },
    { heading: 'Lead time', cell: (zone) => leadText(zone.lead_days) },
    { heading: 'Freight', className: 'admin-number', cell: (zone) => formatCents(zone.freight) },
    { heading: 'Free over', className: 'admin-number', cell: (zone) => (zone.free_over === null ? muted('Never') : formatCents(zone.free_over)) },
    {
      heading: 'Next delivery days',
      cell: (zone) => (
        <ul className="delivery-dates">
          {zone.next_dates.map((date) => (
            <li key={date}>{deliveryDayWords(date)}</li>
          ))}
        </ul>
      ),
    },
    {
      heading: 'Actions',
      cell: (zone) => (
        <button type="button" className="button button-secondary" onClick={() => onEdit(zone)}>
          Edit<span className="visually-hidden"> the zone {zone.name}</span>
        </button>
      ),
    },
  ];
}

export function ZonesTable({ zones, onEdit }: { zones: DeliveryZoneJson[]; onEdit: (zone: DeliveryZoneJson) => void }) {
  const caption = zones.length === 1 ? '1 delivery zone' : `${zones.length} delivery zones`;
  return <AdminListTable caption={caption} label="Delivery zones" columns={columnsWith(onEdit)} rows={zones} rowKey={(zone) => zone.id} isStackedOnPhone />;
}
