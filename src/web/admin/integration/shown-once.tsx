// A secret the server answers once (an API key, a webhook's signing secret): shown in full with a copy
// button until the owner leaves the page; it cannot be read again. Focus moves to it when it appears.
import { useEffect, useRef, useState } from 'react';

export function ShownOnce({ label, value, note }: { label: string; value: string; note: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState('');
  useEffect(() => heading.current?.focus(), [value]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('Copied.');
    } catch {
      setCopied('Copying is not allowed here: select the text and copy it.');
    }
  }

  return (
    <section className="admin-panel admin-shown-once" aria-labelledby="shown-once-heading">
      <h2 id="shown-once-heading" ref={heading} tabIndex={-1}>
        {label}
      </h2>
      <p>{note}</p>
      <p className="admin-inline admin-wrap">
        <code className="admin-secret">{value}</code>
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          Copy<span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </p>
      <p role="status" className="admin-status">
        {copied}
      </p>
    </section>
  );
}
