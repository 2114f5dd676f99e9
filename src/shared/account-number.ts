// Issue #26 item 2: one rule for account numbers, the same for the approval, the back office's account edit,
// the CLI and the ERP's account upsert. By default 4 to 12 digits; ACCOUNT_NUMBER_PATTERN may set another
// (a regular expression the whole number must match), checked when the store starts.

/** The default: digits only, 4 to 12 of them. */
export const DEFAULT_ACCOUNT_NUMBER_PATTERN = '[0-9]{4,12}';
/** Whatever the pattern, a number is never longer (the wire's limit). */
export const ACCOUNT_NUMBER_MAX_LENGTH = 50;
/** The longest all-digit number a suggestion tries. */
const MAX_SUGGESTED_DIGITS = 18;

export type AccountNumberRule = Readonly<{
  /** The pattern as configured. */
  pattern: string;
  /** What a refused number is told (also the approval form's hint). */
  message: string;
  matches: (value: string) => boolean;
}>;

/** '[0-9]{4,12}' or '\d{4,12}' reads as '4 to 12 digits'; any other pattern is named as it is. */
function describe(pattern: string): string {
  const digits = /^(?:\[0-9\]|\\d)\{(\d+)(?:,(\d+))?\}$/.exec(pattern);
  if (!digits) return `The account number must match the pattern ${pattern}.`;
  const [, least, most] = digits;
  return most === undefined || most === least ? `The account number must be ${least} digits.` : `The account number must be ${least} to ${most} digits.`;
}

/** The rule for a pattern; throws an Error saying why a pattern cannot be one (start-up names it). */
export function accountNumberRule(pattern: string = DEFAULT_ACCOUNT_NUMBER_PATTERN): AccountNumberRule {
  let whole: RegExp;
  try {
    whole = new RegExp(`^(?:${pattern})$`, 'u');
  } catch (error) {
    throw new Error(`is not a valid regular expression (${(error as Error).message})`, { cause: error });
  }
  // A number is shown after '#', put in addresses and matched in search: never blank, spaced or unprintable.
  for (const bad of ['', ' ', '1 2', '\t', '#']) {
    if (whole.test(bad)) throw new Error(`must not accept ${JSON.stringify(bad)}: an account number is a word of letters and digits`);
  }
  return Object.freeze({
    pattern,
    message: describe(pattern),
    matches: (value: string) => value.length <= ACCOUNT_NUMBER_MAX_LENGTH && whole.test(value) && !/[\s\p{C}]/u.test(value),
  });
}

export const accountNumberTakenMessage = (accountNumber: string) => `Account number ${accountNumber} is taken: choose another.`;

/** What is wrong with `value` under the rule, or null when it follows it. */
export function accountNumberProblem(rule: AccountNumberRule, value: string): string | null {
  return rule.matches(value) ? null : rule.message;
}

/**
 * The next free number the approval screen suggests: one more than the highest all-digit number taken, and
 * at least the smallest number the rule accepts (1000 by default); null when the rule takes no such number.
 */
export function nextAccountNumber(rule: AccountNumberRule, highestTaken: bigint | null): string | null {
  const next = (highestTaken ?? 0n) + 1n;
  for (let digits = next.toString().length; digits <= MAX_SUGGESTED_DIGITS; digits += 1) {
    const smallest = 10n ** BigInt(digits - 1);
    const candidate = (next > smallest ? next : smallest).toString();
    if (candidate.length === digits && rule.matches(candidate)) return candidate;
  }
  return null;
}
