// What the server said about a panel's last action (issue #17 Part 6, shared with the desk's notes, issue
// #30): a status line when done, an alert when refused; focus waits here after the action.
import type { RefObject } from 'react';
import type { Notice } from './use-order-actions.ts';

export function OrderDeskNotice({ notice, noticeRef }: { notice: Notice | null; noticeRef: RefObject<HTMLDivElement | null> }) {
  return (
    <div ref={noticeRef} tabIndex={-1} className="admin-notice">
      <p role="status" className="admin-status">
        {notice && !notice.isError ? notice.text : ''}
      </p>
      <p role="alert" className="admin-error">
        {notice?.isError ? notice.text : ''}
      </p>
    </div>
  );
}
