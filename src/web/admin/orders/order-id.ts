// An order's id from the address: anything no id can be is a 404, as the API would answer.
import { data } from 'react-router';
import { isIdText } from '../../../shared/id-range.ts';

export function orderIdOf(text: string | undefined): number {
  if (!text || !isIdText(text)) throw data({ message: 'No order has this number.' }, { status: 404 });
  return Number(text);
}
