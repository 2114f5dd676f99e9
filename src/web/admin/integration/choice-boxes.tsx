// A group of checkboxes for a list field (a key's scopes, a webhook's events), with its error.
export function ChoiceBoxes({ name, legend, choices, error }: { name: string; legend: string; choices: readonly { value: string; label: string }[]; error?: string }) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="admin-choices" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value}>
          <input type="checkbox" name={name} value={choice.value} />
          {choice.label}
        </label>
      ))}
      {error ? (
        <span id={errorId} className="admin-error">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

/** The form's errors for a list field: its own, or its first item's. */
export function listError(errors: Record<string, string>, name: string): string | undefined {
  return errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1];
}
