// The frame of the fast-order popups ('Create a List', the update popup, the picker, 'Save as list'):
// a modal dialog named by its heading, whose content is mounted only while it is open, so each
// opening starts from fresh fields and the dialog's first field takes the focus.
import { useId, type ReactNode } from 'react';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';

type Props = { isOpen: boolean; onClose(): void; title: string; children: ReactNode };

export function FastOrderDialog({ isOpen, onClose, title, children }: Props) {
  const titleId = useId();
  return (
    <ModalDialog isOpen={isOpen} onClose={onClose} className="fast-order-dialog" aria-labelledby={titleId}>
      {isOpen ? (
        <>
          <div className="fast-order-dialog__body">
            <h2 id={titleId} className="fast-order-dialog__title">
              {title}
            </h2>
            {children}
          </div>
          <button type="button" className="icon-button fast-order-dialog__x" onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">Close</span>
          </button>
        </>
      ) : null}
    </ModalDialog>
  );
}

/** The field errors of a 422 answer, by field; `address` is the spec's other name for the reference address. */
export function fieldErrors(errors: Record<string, string> | undefined): { title?: string; reference_address?: string } {
  if (!errors) return {};
  return { title: errors.title, reference_address: errors.reference_address ?? errors.address };
}

/** A popup form's end: what went wrong (not a field's error), then Cancel and the submit button. */
export function DialogFooter(props: { failure: string; isBusy: boolean; onCancel(): void; submitLabel: string }) {
  return (
    <>
      {props.failure ? (
        <p className="notice notice-error" role="alert">
          {props.failure}
        </p>
      ) : null}
      <div className="fast-order-dialog__buttons">
        <button type="button" className="button button-secondary" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={props.isBusy}>
          {props.submitLabel}
        </button>
      </div>
    </>
  );
}
