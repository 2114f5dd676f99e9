// The frame of a popup form (the fast-order popups, My Account's edit popups, the address popups):
// a modal dialog named by its heading, whose content is mounted only while it is open, so each
// opening starts from fresh fields (closing restores the original values) and the first field takes
// the focus.
import { useId, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import { ModalDialog } from './modal-dialog.tsx';

type Props = { isOpen: boolean; onClose(): void; title: string; wide?: boolean; children: ReactNode };

export function FormDialog({ isOpen, onClose, title, wide = false, children }: Props) {
  const titleId = useId();
  return (
    <ModalDialog isOpen={isOpen} onClose={onClose} className={`form-dialog${wide ? ' form-dialog--wide' : ''}`} aria-labelledby={titleId}>
      {isOpen ? (
        <>
          <div className="form-dialog__body">
            <h2 id={titleId} className="form-dialog__title">
              {title}
            </h2>
            {children}
          </div>
          <button type="button" className="icon-button form-dialog__x" onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">Close popup</span>
          </button>
        </>
      ) : null}
    </ModalDialog>
  );
}

/** A popup form's end: what went wrong (not a field's error), then Cancel and the submit button. */
export function FormDialogFooter(props: { failure: string; isBusy: boolean; onCancel(): void; submitLabel: string }) {
  return (
    <>
      {props.failure ? (
        <p className="notice notice-error" role="alert">
          {props.failure}
        </p>
      ) : null}
      <div className="form-dialog__buttons">
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
