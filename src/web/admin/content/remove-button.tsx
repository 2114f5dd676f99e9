// Removing a testimonial or a logo: asked first, then the list is read again.
import { SaveOutcome } from './fields.tsx';
import { useAdminSave } from './use-admin-save.ts';

export function RemoveButton({ what, remove }: { what: string; remove: () => Promise<unknown> }) {
  const { errors, status, isBusy, save } = useAdminSave();
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={isBusy}
        onClick={() => {
          if (window.confirm(`Remove ${what}?`)) void save(remove, `${what} is removed.`);
        }}
      >
        Remove <span className="visually-hidden">{what}</span>
      </button>
      <SaveOutcome errors={errors} status={status} />
    </>
  );
}
