// A labelled field for an amount of money a person types in dollars (read with shared/money-input.ts): text,
// with the decimal keypad on phones, and nothing the browser fills in by itself.
import type { ChangeEvent } from 'react';
import { TextField } from './text-field.tsx';

type Props = { label: string; hint?: string; value: string; error?: string; id?: string; onChange(event: ChangeEvent<HTMLInputElement>): void };

export function MoneyField(props: Props) {
  return <TextField {...props} type="text" inputMode="decimal" autoComplete="off" />;
}
