// A New Zealand GST number (issue #28): the supplier's IRD number, 8 or 9 digits with Inland Revenue's
// check digit (mod 11, weights 3,2,7,6,5,4,3,2; if that gives 10, again with 7,4,3,2,5,2,7,6; 10 again
// is invalid), between 10-000-000 and 150-000-000. Written '123-456-789'.

const PRIMARY_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const SECONDARY_WEIGHTS = [7, 4, 3, 2, 5, 2, 7, 6];

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const remainder = digits.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0) % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}

/** The number as '123-456-789' (8 digits padded to 9), or null when it is not a valid GST number. */
export function normalGstNumber(text: string): string | null {
  const plain = text.replace(/[\s-]/g, '');
  if (!/^\d{8,9}$/.test(plain)) return null;
  const nine = plain.padStart(9, '0');
  const value = Number(nine);
  if (value < 10_000_000 || value > 150_000_000) return null;
  const digits = [...nine].map(Number);
  const body = digits.slice(0, 8);
  let check = checkDigit(body, PRIMARY_WEIGHTS);
  if (check === 10) check = checkDigit(body, SECONDARY_WEIGHTS);
  if (check === 10 || check !== digits[8]) return null;
  return `${nine.slice(0, 3)}-${nine.slice(3, 6)}-${nine.slice(6)}`;
}
