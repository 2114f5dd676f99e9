// The frame of the Resident Tracker's popups (add, edit, View Details): a modal dialog named by its
// heading, whose content is mounted only while it is open, so each opening starts from fresh fields and
// its first field takes the focus; Escape, the backdrop and the × close it.
import { useId, type ReactNode } from 'react';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';

type Props = { isOpen: boolean; onClose(): void; title: string; wide?: boolean; children: ReactNode };

export function ResidentDialog({ isOpen, onClose, title, wide = false, children }: Props) {
  const titleId = useId();
  return (
    <ModalDialog isOpen={isOpen} onClose={onClose} className={`resident-dialog${wide ? ' resident-dialog--wide' : ''}`} aria-labelledby={titleId}>
      {isOpen ? (
        <>
          <div className="resident-dialog__body">
            <h2 id={titleId} className="resident-dialog__title">
              {title}
            </h2>
            {children}
          </div>
          <button type="button" className="icon-button resident-dialog__x" onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">Close popup</span>
          </button>
        </>
      ) : null}
    </ModalDialog>
  );
}
