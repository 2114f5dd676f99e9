// The CSV export's days, checked before the browser leaves for the download (issue #26 item 10): a
// message on the page for each bad field, not only the browser's bubble, in the server's own words.

export type CsvDayField = { value: string; isIncomplete: boolean };

/** Field name → message; empty when the days can be sent (both may be left out: the last 30 days). */
export function csvDayErrors(days: { date_from: CsvDayField; date_to: CsvDayField }): Partial<Record<'date_from' | 'date_to', string>> {
  const errors: Partial<Record<'date_from' | 'date_to', string>> = {};
  if (days.date_from.isIncomplete) errors.date_from = "The 'From' date is not a whole date: give its day, month and year, or clear it.";
  if (days.date_to.isIncomplete) errors.date_to = "The 'To' date is not a whole date: give its day, month and year, or clear it.";
  const { value: from } = days.date_from;
  const { value: to } = days.date_to;
  if (!errors.date_from && !errors.date_to && from && to && to < from) errors.date_to = 'The date to must be on or after the date from.';
  return errors;
}
