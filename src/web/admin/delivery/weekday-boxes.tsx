// A zone's delivery weekdays (issue #29 Part 2): seven checkboxes, Monday to Sunday, in a fieldset.
import { WEEKDAYS } from './zone-values.ts';

type Props = { days: readonly number[]; onChange: (days: number[]) => void; error?: string };

export function WeekdayBoxes({ days, onChange, error }: Props) {
  const toggle = (day: number, isChecked: boolean) => onChange(isChecked ? [...days, day] : days.filter((each) => each !== day));
  return (
    <fieldset className="admin-choices delivery-wide" aria-describedby={error ? 'zone-weekdays-error' : undefined}>
      <legend>Delivery days</legend>
      {WEEKDAYS.map((weekday) => (
        <label key={weekday.day}>
          <input type="checkbox" checked={days.includes(weekday.day)} onChange={(event) => toggle(weekday.day, event.target.checked)} />
          {weekday.long}
        </label>
      ))}
      {error ? (
        <span id="zone-weekdays-error" className="admin-error delivery-full">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
