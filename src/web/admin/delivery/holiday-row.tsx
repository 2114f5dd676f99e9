// One public holiday in the list (issue #29 Part 2): its day in words, its name, the server's messages
// about it, and a button that takes it off the list (kept only when the holidays are saved).
type Props = { words: string; name: string; errors: { date?: string; name?: string }; onRemove: () => void };

export function HolidayRow({ words, name, errors, onRemove }: Props) {
  const messages = [errors.date, errors.name].filter(Boolean);
  return (
    <li className="delivery-holiday">
      <span>
        <strong>{words}</strong> {name}
      </span>
      <button type="button" className="button button-secondary" onClick={onRemove}>
        Remove<span className="visually-hidden"> {name} on {words}</span>
      </button>
      {messages.length > 0 ? <span className="admin-error delivery-full">{messages.join(' ')}</span> : null}
    </li>
  );
}
