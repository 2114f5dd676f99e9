// Money typed by a person (issue #26 item 1): the back office's money fields and the catalogue CSV's money
// cells read '22,49' and '22.49' alike, as $22.49, and refuse what they cannot read with a message, never
// scaling an amount silently (the old reader deleted every comma: '22,49' became $2,249.00).
import { formatCents } from './money.ts';

/** The most a price may be: $999,999.99. */
export const MONEY_INPUT_MAX_CENTS = 99_999_999;

/**
 * What an amount typed reads as: cents (null for a blank), or a problem that completes a sentence naming
 * the field ('The price ' + problem + '.', or a CSV column's 'price: ' + problem).
 */
export type MoneyReading = { ok: true; cents: number | null } | { ok: false; problem: string };

export const MONEY_PROBLEMS = {
  notAnAmount: 'must be an amount in dollars, e.g. 22.49',
  negative: 'may not be negative',
  decimals: 'may have at most 2 decimals (the cents), e.g. 22.49',
  grouping: 'has a thousands separator out of place: write it as 1,234.50 or 1234.50',
} as const;

const refused = (problem: string): MoneyReading => ({ ok: false, problem });

/** '1,234,567' with ',' → '1234567'; null when the groups are not 1-3 digits then threes ('1,23,4'). */
function ungrouped(whole: string, separator: string): string | null {
  const groups = whole.split(separator);
  const [first = '', ...rest] = groups;
  if (!/^\d{1,3}$/.test(first) || rest.some((group) => !/^\d{3}$/.test(group))) return null;
  return groups.join('');
}

/** The whole dollars and the cents' digits, or a problem: the separators read as en-NZ writes them, or Europe's. */
function splitAmount(value: string): { whole: string; fraction: string } | { problem: string } {
  const lastDot = value.lastIndexOf('.');
  const lastComma = value.lastIndexOf(',');
  if (lastDot < 0 && lastComma < 0) return { whole: value, fraction: '' };
  if (lastDot >= 0 && lastComma >= 0) {
    // Both: the last is the decimal point ('1,234.50' or '1.234,50'), the other groups thousands.
    const decimal = lastDot > lastComma ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    const at = value.lastIndexOf(decimal);
    if (value.indexOf(decimal) !== at) return { problem: MONEY_PROBLEMS.grouping };
    const whole = ungrouped(value.slice(0, at), grouping);
    return whole === null ? { problem: MONEY_PROBLEMS.grouping } : { whole, fraction: value.slice(at + 1) };
  }
  const separator = lastDot >= 0 ? '.' : ',';
  const parts = value.split(separator);
  if (parts.length > 2) {
    // '1,234,567' (or Europe's '1.234.567'): several of one mark can only group thousands.
    const whole = ungrouped(value, separator);
    return whole === null ? { problem: MONEY_PROBLEMS.grouping } : { whole, fraction: '' };
  }
  const [whole = '', fraction = ''] = parts;
  // One comma before exactly three digits groups thousands, as en-NZ writes '1,234'; before one or two it
  // is a decimal comma ('22,49'). A point before three digits is three decimals, which money has not.
  if (separator === ',' && fraction.length === 3 && whole !== '') {
    const grouped = ungrouped(value, ',');
    return grouped === null ? { problem: MONEY_PROBLEMS.grouping } : { whole: grouped, fraction: '' };
  }
  return { whole, fraction };
}

/**
 * Reads an amount in dollars as a person types it: '22.49', '22,49', '$1,234.50', '1.234,50', '1,234'
 * (thousands), ' 22.5 ', '.5'; '' is null. Refused: a negative amount, letters or exponents ('1e3'), more
 * than 2 decimals ('22.499'), misplaced thousands separators ('1,23,4'), and more than `maxCents`.
 */
export function readMoneyInput(text: string, maxCents: number = MONEY_INPUT_MAX_CENTS): MoneyReading {
  let value = text.trim();
  if (value === '') return { ok: true, cents: null };
  if (/^[-\u2212]|^(?:NZ)?\$\s*[-\u2212]/i.test(value)) return refused(MONEY_PROBLEMS.negative);
  value = value.replace(/^(?:NZ)?\$\s*/i, '');
  if (!/^[\d.,]+$/.test(value) || !/\d/.test(value)) return refused(MONEY_PROBLEMS.notAnAmount);
  const split = splitAmount(value);
  if ('problem' in split) return refused(split.problem);
  if (!/^\d*$/.test(split.whole) || !/^\d*$/.test(split.fraction)) return refused(MONEY_PROBLEMS.notAnAmount);
  if (split.fraction.length > 2) return refused(MONEY_PROBLEMS.decimals);
  const whole = split.whole.replace(/^0+(?=\d)/, '');
  const tooMuch = `may be at most ${formatCents(maxCents)}`;
  if (whole.length > 12) return refused(tooMuch);
  const cents = Number(whole || '0') * 100 + Number(split.fraction.padEnd(2, '0'));
  return cents > maxCents ? refused(tooMuch) : { ok: true, cents };
}

/** 1299 → '12.99', 123450 → '1234.50': an amount as a money field shows it to be edited (and the CSV export writes it). */
export function centsToInputText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
