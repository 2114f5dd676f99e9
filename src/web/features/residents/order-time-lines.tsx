// One order time of an open resident (spec §2: its title and product lines) with 'Add another product'.
// After a line is removed the focus goes to that button, so a keyboard user stays in the order time.
import { useEffect, useId, useRef } from 'react';
import type { DraftTime } from './resident-drafts.ts';
import { ResidentLineEditor, type LineActions } from './resident-line-editor.tsx';

type Props = {
  time: DraftTime;
  lineErrors: Record<string, string>;
  focusKey: string | null;
  actions: LineActions;
  onAdd(): void;
};

export function OrderTimeLines({ time, lineErrors, focusKey, actions, onAdd }: Props) {
  const headingId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const lineCount = useRef(time.lines.length);

  useEffect(() => {
    // Only when the focus was lost with the removed line (not when a message popup holds it).
    const isFocusLost = document.activeElement === null || document.activeElement === document.body;
    if (time.lines.length < lineCount.current && isFocusLost) addRef.current?.focus();
    lineCount.current = time.lines.length;
  }, [time.lines.length]);

  return (
    <section className="resident-time" aria-labelledby={headingId}>
      <h4 id={headingId} className="resident-time__title">
        {time.title}
      </h4>
      <ul className="resident-lines">
        {time.lines.map((line, index) => (
          <ResidentLineEditor
            key={line.key}
            line={line}
            place={`${time.title} line ${index + 1}`}
            canRemove={time.lines.length > 1}
            error={lineErrors[line.key] || undefined}
            shouldFocus={focusKey === line.key}
            actions={actions}
          />
        ))}
      </ul>
      <button ref={addRef} type="button" className="button button-secondary resident-time__add" onClick={onAdd}>
        Add another product<span className="visually-hidden">{` at ${time.title}`}</span>
      </button>
    </section>
  );
}
