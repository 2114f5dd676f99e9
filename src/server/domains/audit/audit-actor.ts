import type { StaffViewer } from '../staff/staff-viewer.types.ts';
import type { AuditActor } from './audit-entry.types.ts';

/** The actor of a change made in a staff route: `staffActor(request.staff)`. */
export function staffActor(staff: StaffViewer): AuditActor {
  return { kind: 'staff', staffId: staff.id, email: staff.email };
}
