// How the store's PDF documents write days and GST rates: '2026-12-03' is '3 Dec 2026' (a New Zealand day,
// decided by whoever made the snapshot, so no time zone enters here) and 1250 basis points is '12.5%'.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function partsOf(day: string): { year: string; month: (typeof MONTHS)[number]; dayOfMonth: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match?.[1] || !month) throw new RangeError(`A document day is 'YYYY-MM-DD', got '${day}'`);
  return { year: match[1], month, dayOfMonth: Number(match[3]) };
}

/** 'YYYY-MM-DD' → '3 Dec 2026'. */
export function formatDocumentDay(day: string): string {
  const { year, month, dayOfMonth } = partsOf(day);
  return `${dayOfMonth} ${month} ${year}`;
}

/** 1500 → '15%', 1250 → '12.5%'. */
export function formatGstRate(rateBasisPoints: number): string {
  return `${rateBasisPoints / 100}%`;
}

/** The PDF's creation date: midnight UTC of the document's day, so its bytes never depend on the clock. */
export function documentCreationDate(day: string): Date {
  partsOf(day); // refuses anything but 'YYYY-MM-DD'
  return new Date(`${day}T00:00:00Z`);
}
