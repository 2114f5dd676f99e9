import type { Notice } from './use-panel-actions.ts';

/** The screen's one status line (an error in the error colour). */
export function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <p role="status" className={notice?.isError ? 'admin-error' : 'admin-status'}>
      {notice?.text ?? ''}
    </p>
  );
}
