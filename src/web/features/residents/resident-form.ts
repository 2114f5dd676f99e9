// spec §5 Resident: creating needs a name ('Invalid name'; nothing is sent); editing needs the name, then
// the room, then the location ('Invalid name', 'Invalid Room', 'Invalid Location'), the first missing one told.
// An account that shows residents by room only is not asked for names (issue #10 privacy).
import { RESIDENT_MESSAGES } from '../../../shared/resident-messages.ts';
import type { ResidentFields } from './residents-api.ts';

export type ResidentFieldErrors = Partial<Record<keyof ResidentFields, string>>;

export function residentFormErrors(fields: ResidentFields, mode: 'create' | 'update', namesHidden = false): ResidentFieldErrors {
  if (!namesHidden && fields.name.trim() === '') return { name: RESIDENT_MESSAGES.invalidName };
  if (mode === 'create') return {};
  if (fields.room.trim() === '') return { room: RESIDENT_MESSAGES.invalidRoom };
  if (fields.location.trim() === '') return { location: RESIDENT_MESSAGES.invalidLocation };
  return {};
}

/** A 422's field errors for the popup's three fields. */
export function residentFieldErrors(errors: Record<string, string>): ResidentFieldErrors {
  const found: ResidentFieldErrors = {};
  for (const field of ['name', 'room', 'location'] as const) if (errors[field]) found[field] = errors[field];
  return found;
}

/** spec §9: 'This will permanently delete {name} Are you sure you want to continue?' */
export const confirmDeleteResident = (name: string) => `This will permanently delete ${name} Are you sure you want to continue?`;
