// The fast-order popups ('Create a List', the update popup, the picker, 'Save as list') use the
// shared popup form frame (components/ui/form-dialog.tsx).
export { FormDialog as FastOrderDialog, FormDialogFooter as DialogFooter } from '../../components/ui/form-dialog.tsx';

/** The field errors of a 422 answer, by field; `address` is the spec's other name for the reference address. */
export function fieldErrors(errors: Record<string, string> | undefined): { title?: string; reference_address?: string } {
  if (!errors) return {};
  return { title: errors.title, reference_address: errors.reference_address ?? errors.address };
}
