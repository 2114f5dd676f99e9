// What the delivery zones screen says of a zone and reads from its form (issue #29 Part 2): weekdays as
// 'Tue, Fri', the cut-off as '2 pm, 1 day before', post codes typed comma separated, money typed in
// dollars (read as every money field reads it), and the server's errors placed by field.
import { readMoneyInput } from '../../../shared/money-input.ts';
import type { CreateDeliveryZoneBody } from '../../../shared/schemas/delivery.ts';

export type FieldErrors = Record<string, string>;

/** ISO weekdays, Monday 1 … Sunday 7, with their short and long names. */
export const WEEKDAYS = [
  { day: 1, short: 'Mon', long: 'Monday' },
  { day: 2, short: 'Tue', long: 'Tuesday' },
  { day: 3, short: 'Wed', long: 'Wednesday' },
  { day: 4, short: 'Thu', long: 'Thursday' },
  { day: 5, short: 'Fri', long: 'Friday' },
  { day: 6, short: 'Sat', long: 'Saturday' },
  { day: 7, short: 'Sun', long: 'Sunday' },
] as const;

/** [5, 2] → 'Tue, Fri' (in the week's order). */
export function weekdaysText(days: readonly number[]): string {
  return WEEKDAYS.filter((weekday) => days.includes(weekday.day)).map((weekday) => weekday.short).join(', ');
}

/** '14:00' → '2 pm', '14:30' → '2:30 pm', '12:00' → '12 pm', '00:15' → '12:15 am'. */
export function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}${minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`} ${hours < 12 ? 'am' : 'pm'}`;
}

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** '2 pm, 1 day before'. */
export const cutoffText = (time: string, daysBefore: number) => `${clockText(time)}, ${daysText(daysBefore)} before`;

/** '1 day', '2 days'. */
export const leadText = (days: number) => daysText(days);

/** '6011, 6012-6022' → ['6011', '6012-6022']: each once, in the order typed. */
export function postCodesFromText(text: string): string[] {
  return [...new Set(text.split(/[\n,]/).map((code) => code.trim()).filter(Boolean))];
}

/** The zone form as typed. */
export type ZoneFormText = {
  name: string;
  post_codes: string;
  weekdays: number[];
  cutoff_time: string;
  cutoff_days_before: string;
  lead_days: string;
  is_default: boolean;
  freight: string;
  free_over: string;
};

function wholeNumber(text: string, problem: string, errors: FieldErrors, key: string): number {
  if (!/^\d{1,3}$/.test(text.trim())) errors[key] = problem;
  return Number(text.trim());
}

/** The body to send, or what the form itself can tell is wrong (the server checks the rest). */
export function zoneBodyOf(form: ZoneFormText): { body: CreateDeliveryZoneBody } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const cutoffDays = wholeNumber(form.cutoff_days_before, 'The cut-off days before must be a whole number.', errors, 'cutoff_days_before');
  const leadDays = wholeNumber(form.lead_days, 'The lead time must be a whole number of days.', errors, 'lead_days');
  const freight = readMoneyInput(form.freight);
  if (!freight.ok) errors.freight = `The freight ${freight.problem}.`;
  else if (freight.cents === null) errors.freight = 'The freight is required (0 for free delivery).';
  const freeOver = readMoneyInput(form.free_over);
  if (!freeOver.ok) errors.free_over = `The free delivery amount ${freeOver.problem}.`;
  if (Object.keys(errors).length > 0 || !freight.ok || freight.cents === null || !freeOver.ok) return { errors };
  return {
    body: {
      name: form.name.trim(),
      post_codes: postCodesFromText(form.post_codes),
      weekdays: [...form.weekdays].sort((a, b) => a - b),
      cutoff_time: form.cutoff_time,
      cutoff_days_before: cutoffDays,
      lead_days: leadDays,
      is_default: form.is_default,
      freight: freight.cents,
      free_over: freeOver.cents,
    },
  };
}

/** The messages for a field ('post_codes') and its items ('post_codes.3'), as one text. */
export function messagesFor(errors: FieldErrors, name: string): string | undefined {
  const found = Object.entries(errors).filter(([key]) => key === name || key.startsWith(`${name}.`)).map(([, message]) => message);
  return found.length > 0 ? [...new Set(found)].join(' ') : undefined;
}

/** The messages no field of the form shows (`shown`, with their items), for the form's alert. */
export function otherMessages(errors: FieldErrors, shown: readonly string[]): string[] {
  const isShown = (key: string) => shown.some((name) => key === name || key.startsWith(`${name}.`));
  return Object.entries(errors).filter(([key]) => !isShown(key)).map(([, message]) => message);
}
