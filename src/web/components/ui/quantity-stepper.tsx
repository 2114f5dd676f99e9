import { useId } from 'react';
import { canDecrease, digitsOnly, stepQuantity } from '../../lib/quantity.ts';

type Props = { value: string; onChange(value: string): void; label?: string; step?: number; min?: number; describedBy?: string };

/** spec §2/§5: minus disabled at the least (1); the box accepts digits only; steps of 1 (or the product's multiple, issue #27) up to 9999. */
export function QuantityStepper({ value, onChange, label = 'Quantity', step = 1, min = 1, describedBy }: Props) {
  const id = useId();
  return (
    <div className="quantity-stepper">
      <label htmlFor={id} className="quantity-stepper__label">
        {label}
      </label>
      <div className="quantity-stepper__controls">
        <button
          type="button"
          className="quantity-stepper__step"
          aria-label="Decrease quantity"
          disabled={!canDecrease(value, min)}
          onClick={() => onChange(stepQuantity(value, -1, step, min))}
        >
          −
        </button>
        <input
          id={id}
          name="qty"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={4}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(digitsOnly(event.currentTarget.value))}
        />
        <button
          type="button"
          className="quantity-stepper__step"
          aria-label="Increase quantity"
          onClick={() => onChange(stepQuantity(value, 1, step, min))}
        >
          +
        </button>
      </div>
    </div>
  );
}
