import type { StaffRole } from '../../../shared/staff-permissions.ts';

/** The staff member of a signed-in back-office session (`request.staff` in a staff route). */
export type StaffViewer = { id: number; email: string; role: StaffRole };
