import { LIMITS } from '@peptide/domain';
import { type MouseEvent, useEffect, useState } from 'react';
import { MinusIcon, PlusIcon, TrashIcon } from '../../icons/icons';
import { CART_INTENTS } from '../cartIntents';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './QuantityStepper.css';

/** What a line's buttons post. */
type LineIntent = (typeof CART_INTENTS)['decrement' | 'increment' | 'remove'];

/** Which of the stepper's actions is waiting for the server. */
export interface StepperBusy {
  increment?: boolean;
  decrement?: boolean;
  remove?: boolean;
}

export interface QuantityStepperProps {
  value: number;
  min?: number;
  /** Upper edge, usually the stock; never above the shop's maximum of 999. */
  max?: number | null;
  onIncrement?: () => void;
  onDecrement?: () => void;
  /** With `onChange`, the value is an editable field whose entry is clamped to min..max. */
  onChange?: (value: number) => void;
  /** Shows a remove button after the stepper. */
  onRemove?: () => void;
  busy?: StepperBusy;
  disabled?: boolean;
  /** Names the group and the value, for example with the product name. */
  label?: string;
  decrementLabel?: string;
  incrementLabel?: string;
  removeLabel?: string;
  /**
   * The buttons submit the form around the stepper (`intent` = `decrement`, `increment` or
   * `remove`) when scripts have not run; with scripts their handlers run instead.
   */
  submits?: boolean;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/**
 * Minus, value and plus, with the edges disabled (minus at `min`, plus at `max`) and a spinner on
 * whichever action is busy; while one action is busy the others wait.
 */
export function QuantityStepper({
  value,
  min = LIMITS.minQuantity,
  max,
  onIncrement,
  onDecrement,
  onChange,
  onRemove,
  busy = {},
  disabled = false,
  label = 'Quantity',
  decrementLabel = 'Decrease quantity',
  incrementLabel = 'Increase quantity',
  removeLabel = 'Remove item',
  submits = false,
}: QuantityStepperProps) {
  const upper = Math.min(max ?? LIMITS.maxQuantity, LIMITS.maxQuantity);
  const anyBusy = Boolean(busy.increment || busy.decrement || busy.remove);
  const blocked = disabled || anyBusy;
  const [draft, setDraft] = useState(String(value));

  useEffect(() => setDraft(String(value)), [value]);

  const commit = (raw: string) => {
    const parsed = Number.parseInt(raw, 10);
    const next = Number.isNaN(parsed) ? value : clamp(parsed, min, upper);
    setDraft(String(next));
    if (next !== value) onChange?.(next);
  };

  const decrement = () => (onDecrement ? onDecrement() : onChange?.(clamp(value - 1, min, upper)));
  const increment = () => (onIncrement ? onIncrement() : onChange?.(clamp(value + 1, min, upper)));
  /** A button's props: a submit with its intent, whose click the handler takes over. */
  const button = (intent: LineIntent, run?: () => void) =>
    submits
      ? {
          type: 'submit' as const,
          name: 'intent',
          value: intent,
          onClick: (event: MouseEvent) => {
            event.preventDefault();
            run?.();
          },
        }
      : { onClick: run };

  return (
    <div className={styles.group}>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would impose form layout on an inline control */}
      <div role="group" aria-label={label} className={styles.root}>
        <IconButton
          label={decrementLabel}
          icon={<MinusIcon size={16} />}
          {...button(CART_INTENTS.decrement, decrement)}
          busy={busy.decrement}
          disabled={blocked || value <= min}
        />
        {onChange ? (
          <input
            className={styles.input}
            type="number"
            inputMode="numeric"
            aria-label={label}
            min={min}
            max={upper}
            value={draft}
            disabled={blocked}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={(event) => commit(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit(event.currentTarget.value);
            }}
          />
        ) : (
          <output className={styles.value} aria-live="polite">
            {value}
          </output>
        )}
        <IconButton
          label={incrementLabel}
          icon={<PlusIcon size={16} />}
          {...button(CART_INTENTS.increment, increment)}
          busy={busy.increment}
          disabled={blocked || value >= upper}
        />
      </div>
      {onRemove ? (
        <IconButton
          label={removeLabel}
          icon={<TrashIcon size={18} />}
          {...button(CART_INTENTS.remove, onRemove)}
          busy={busy.remove}
          disabled={disabled || anyBusy}
        />
      ) : null}
    </div>
  );
}
