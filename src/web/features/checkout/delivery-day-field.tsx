// Issue #29: the delivery day, chosen with the delivery address. The days follow the post code as it is
// typed; the first is chosen unless the buyer picks a later one. Each reads 'Friday 4 December (order by
// 2 pm Thursday)'.
import { useEffect, useState } from 'react';
import { deliveryChoiceWords } from '../../../shared/delivery-words.ts';
import type { DeliveryDatesResponseJson } from '../../../shared/schemas/delivery.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';

type Days = { postCode: string; answer: DeliveryDatesResponseJson } | null;

/** The days offered for `postCode`, asked for once the typing pauses; null until the first answer. */
export function useDeliveryDays(postCode: string): { days: Days; failed: boolean } {
  const [days, setDays] = useState<Days>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    const code = postCode.trim();
    const timer = setTimeout(() => {
      createBrowserApiClient()
        .checkout.deliveryDates(code)
        .then((answer) => {
          if (!isCurrent) return;
          setDays({ postCode: code, answer });
          setFailed(false);
        })
        .catch(() => {
          if (isCurrent) setFailed(true);
        });
    }, 250);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [postCode]);
  return { days, failed };
}

type Props = {
  days: Days;
  failed: boolean;
  /** The day chosen; null: the first offered. */
  value: string | null;
  onChange(date: string): void;
};

export function DeliveryDayField({ days, failed, value, onChange }: Props) {
  if (failed) return <p className="checkout-form__note">The delivery days could not be loaded: the first open day will be given when you confirm.</p>;
  if (!days) return <p className="checkout-form__note">Finding your delivery days…</p>;
  const options = days.answer.data;
  if (options.length === 0) return <p className="checkout-form__note">No delivery day is open for this address yet: we will contact you to arrange delivery.</p>;
  const chosen = options.some((option) => option.date === value) ? value! : options[0]!.date;
  return (
    <div className="field field--wide checkout-delivery-day">
      <label htmlFor="delivery-date">Delivery</label>
      <select id="delivery-date" value={chosen} onChange={(event) => onChange(event.currentTarget.value)} aria-describedby="delivery-date-zone">
        {options.map((option) => (
          <option key={option.date} value={option.date}>
            {deliveryChoiceWords(option)}
          </option>
        ))}
      </select>
      <p id="delivery-date-zone" className="checkout-form__note">
        {`${days.answer.zone.name} delivery run. A later day may be chosen.`}
      </p>
    </div>
  );
}

/** The day to send with the address: the one shown as chosen, for the post code it was offered for. */
export function chosenDeliveryDay(days: Days, postCode: string, value: string | null): string | null {
  if (!days || days.postCode !== postCode.trim()) return null;
  const options = days.answer.data;
  return options.some((option) => option.date === value) ? value : (options[0]?.date ?? null);
}
