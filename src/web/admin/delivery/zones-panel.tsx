// The zones part of the delivery screen (issue #29 Part 2): the table, and one form at a time, to add a
// zone or edit one. A save closes the form, says so in the status line and reads the zones again; the
// keyboard goes back to 'Add a zone'.
import { useEffect, useRef, useState } from 'react';
import type { DeliveryZoneJson } from '../../../shared/schemas/delivery.ts';
import { NoticeLine } from '../integration/notice-line.tsx';
import { useNotice } from '../integration/use-panel-actions.ts';
import { ZoneForm } from './zone-form.tsx';
import { ZonesTable } from './zones-table.tsx';

export function ZonesPanel({ zones }: { zones: DeliveryZoneJson[] }) {
  const { notice, onDone } = useNotice();
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [isReturning, setReturning] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!isReturning) return;
    addButton.current?.focus();
    setReturning(false);
  }, [isReturning]);
  const zone = typeof editing === 'number' ? (zones.find((each) => each.id === editing) ?? null) : null;
  const close = () => {
    setEditing(null);
    setReturning(true);
  };

  return (
    <section className="admin-stack delivery-zones" aria-labelledby="delivery-zones-heading">
      <h2 id="delivery-zones-heading">Zones</h2>
      <p className="admin-muted">
        A zone delivers to its post codes on its delivery days; an order reaches a day when placed by the cut-off and the lead time allows. Post codes in no zone fall to the default zone. Freight excl. GST.
      </p>
      <button ref={addButton} type="button" className="button button-primary" onClick={() => setEditing('new')}>
        Add a zone
      </button>
      {editing !== null ? (
        <ZoneForm
          key={editing}
          zone={zone}
          onCancel={close}
          onSaved={(message) => {
            close();
            onDone(message);
          }}
        />
      ) : null}
      <NoticeLine notice={notice} />
      <ZonesTable zones={zones} onEdit={(picked) => setEditing(picked.id)} />
    </section>
  );
}
