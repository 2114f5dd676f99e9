// The Resident Tracker's popups (add, edit, View Details) use the shared popup form frame
// (components/ui/form-dialog.tsx; `wide` for View Details).
export { FormDialog as ResidentDialog } from '../../components/ui/form-dialog.tsx';
