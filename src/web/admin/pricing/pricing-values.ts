// What the contract-price screens read from their forms and say of their data (issue #27 Part 3): codes
// typed one a line or comma separated, an entry whose price is typed in dollars (read as the money fields
// read it, never scaled silently), category rules' percents, and the server's errors placed by field.
import { readMoneyInput } from '../../../shared/money-input.ts';
import type { PriceListEntryBody } from '../../../shared/schemas/pricing.ts';

export type FieldErrors = Record<string, string>;

/** Account numbers or group codes typed one a line or separated by commas: each once, in the order typed. */
export function codesFromText(text: string): string[] {
  return [...new Set(text.split(/[\n,]/).map((code) => code.trim()).filter(Boolean))];
}

/** When a list is in force by its dates: 'Always', 'From 2026-01-01', 'Until …', or '… to …'. */
export function validityText(from: string | null, to: string | null): string {
  if (from && to) return `${from} to ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Until ${to}`;
  return 'Always';
}

/** One entry from the entry form (sku, min_qty, price in dollars), or each field's problem. */
export function entryOf(fields: { sku: string; min_qty: string; price: string }): { entry: PriceListEntryBody } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const sku = fields.sku.trim();
  if (!sku) errors.sku = 'The SKU is required.';
  const minQtyText = fields.min_qty.trim() || '1';
  if (!/^\d{1,6}$/.test(minQtyText) || Number(minQtyText) < 1) errors.min_qty = 'The min qty must be a whole number from 1.';
  const reading = readMoneyInput(fields.price);
  if (!reading.ok) errors.price = `The price ${reading.problem}.`;
  else if (reading.cents === null) errors.price = 'The price is required.';
  if (Object.keys(errors).length > 0 || !reading.ok || reading.cents === null) return { errors };
  return { entry: { sku, min_qty: Number(minQtyText), price: reading.cents } };
}

/** A category rule as typed: its path and its percent off (a number from 0 to 100, '12,5' read as 12.5). */
export type RuleRow = { key: number; category_path: string; percent_off: string };

/** The rules to send, or each row's problems keyed as the server keys them ('category_rules.2.percent_off'). */
export function rulesOf(rows: readonly RuleRow[]): { rules: { category_path: string; percent_off: number }[] } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const rules = rows.map((row, index) => {
    const path = row.category_path.trim();
    const text = row.percent_off.trim().replace(',', '.');
    const percent = Number(text);
    if (!path) errors[`category_rules.${index}.category_path`] = 'The category path field is required.';
    if (text === '' || !/^\d+(\.\d+)?$/.test(text) || percent > 100) errors[`category_rules.${index}.percent_off`] = 'The percent off must be a number from 0 to 100.';
    return { category_path: path, percent_off: percent };
  });
  return Object.keys(errors).length > 0 ? { errors } : { rules };
}

/** The errors under `prefix` ('entries.0.'), keyed by what follows it ('sku'). */
export function errorsUnder(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).flatMap(([key, message]) => (key.startsWith(prefix) ? [[key.slice(prefix.length), message]] : [])));
}

/** The messages for a list field ('account_numbers') and its items ('account_numbers.3'), as one text. */
export function messagesFor(errors: FieldErrors, name: string): string | undefined {
  const found = Object.entries(errors).filter(([key]) => key === name || key.startsWith(`${name}.`)).map(([, message]) => message);
  return found.length > 0 ? [...new Set(found)].join(' ') : undefined;
}

/** The form's own message ('_') and those of the errors no field of it shows (`shown`, with their items), for its alert. */
export function otherMessages(errors: FieldErrors, shown: readonly string[]): string | undefined {
  const isShown = (key: string) => shown.some((name) => key === name || key.startsWith(`${name}.`));
  const others = Object.entries(errors).filter(([key]) => key !== '_' && !isShown(key)).map(([, message]) => message);
  const all = [errors._, ...others].filter((message): message is string => Boolean(message));
  return all.length > 0 ? [...new Set(all)].join(' ') : undefined;
}
