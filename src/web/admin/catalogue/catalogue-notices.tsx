// Messages the catalogue screens (issue #19) share: a field's own error, and the notice that someone
// else saved the product first (409), with the way to see their version.

/** The server's message for one field, referred to by the field's aria-describedby (`${id}-error`). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <span id={`${id}-error`} className="admin-error">
      {message}
    </span>
  );
}

export function StaleProductNotice({ onReload }: { onReload: () => void }) {
  return (
    <div className="admin-error admin-panel" role="alert">
      <p>This product was changed by someone else since you opened it. Your changes are not saved.</p>
      <button type="button" className="button" onClick={onReload}>
        Reload the product
      </button>
    </div>
  );
}
