import { createContext } from 'react-router';
import type { StaffMeJson } from '../../shared/schemas/staff.ts';

/** The signed-in staff member, put in router context by the back office's guard (routes/admin-layout.tsx). */
export const staffContext = createContext<StaffMeJson>();
