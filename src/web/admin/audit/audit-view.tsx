// The audit log screen (issue #17 Part 6): a search form whose filters live in the address (a GET
// form: Back, reload and a shared link all keep them), the entries the server found, and its pages.
import { Form, Link } from 'react-router';
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, type AuditEntity } from '../../../shared/audit-records.ts';
import type { AuditEntryJson, AuditListJson } from '../../../shared/schemas/audit.ts';
import type { AuditParams } from './audit-api.ts';
import { formatAdminTime } from '../admin-format.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { FilterField } from '../list-parts.tsx';

const entityLabel = (entity: string) => (AUDIT_ENTITIES.includes(entity as AuditEntity) ? AUDIT_ENTITY_LABELS[entity as AuditEntity] : entity);

function Values({ entry }: { entry: AuditEntryJson }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <span className="admin-muted">—</span>;
  const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));
  return (
    <ul className="admin-values">
      {keys.map((key) => (
        <li key={key}>
          {key}: {entry.before ? `${show(entry.before[key])} → ` : ''}
          {show(entry.after?.[key])}
        </li>
      ))}
    </ul>
  );
}

export function AuditFilters({ params }: { params: AuditParams }) {
  const field = (name: keyof AuditParams, label: string, type = 'search', hint?: string) => (
    <FilterField id={`audit-${name}`} name={name} label={label} value={params[name] ?? ''} type={type} hint={hint} />
  );
  return (
    <Form method="get" action="/admin/audit" className="admin-form admin-panel" role="search" aria-label="Search the audit log">
      {field('q', 'Words', 'search', 'An order number, account number, SKU, e-mail, name or value, or part of one')}
      {field('actor', 'Actor', 'search', "A staff member's e-mail or an API key's name")}
      <div className="admin-field">
        <label htmlFor="audit-entity">Record</label>
        <select id="audit-entity" name="entity" defaultValue={params.entity ?? ''}>
          <option value="">Any</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {AUDIT_ENTITY_LABELS[entity]}
            </option>
          ))}
        </select>
      </div>
      {field('date_from', 'From', 'date')}
      {field('date_to', 'To', 'date')}
      <button type="submit" className="button button-primary">
        Search
      </button>
      <Link to="/admin/audit">Clear</Link>
    </Form>
  );
}

const COLUMNS: ListColumn<AuditEntryJson>[] = [
  { heading: 'When', cell: (entry) => formatAdminTime(entry.created_at) },
  { heading: 'Actor', cell: (entry) => entry.actor },
  { heading: 'Action', cell: (entry) => entry.action },
  { heading: 'Record', cell: (entry) => `${entityLabel(entry.entity)} ${entry.reference ?? entry.entity_id}` },
  { heading: 'Change', cell: (entry) => <Values entry={entry} /> },
];

export function AuditTable({ list }: { list: AuditListJson }) {
  const { meta } = list;
  return (
    <AdminListTable
      caption={meta.total === 0 ? 'No entries found.' : `Entries ${meta.from ?? 0}–${meta.to ?? 0} of ${meta.total}, newest first`}
      label="Audit log entries"
      columns={COLUMNS}
      rows={list.data}
      rowKey={(entry) => entry.id}
      pages={{ meta, label: 'Audit log pages' }}
    />
  );
}
