import { canApplyCoupon, LIMITS, MESSAGES, normalizeCouponCode } from '@peptide/domain';
import { useEffect, useId, useState } from 'react';
import { Button } from '../Button/Button';
import { CART_INTENTS } from '../cartIntents';
import { EnhancedForm } from '../EnhancedForm/EnhancedForm';
import { Input } from '../Input/Input';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CouponForm.css';

export interface CouponFormProps {
  /**
   * Applies the trimmed code. Return (or resolve to) true when it was accepted, so the field
   * clears, or the refusal in the shopper's words, shown at the field with the code kept.
   */
  onApply: (code: string) => unknown;
  /** The apply request is in flight. */
  busy?: boolean;
  /**
   * A discount already applies: the field and the button are disabled, and a note says which
   * coupon holds them (see `appliedCode`).
   */
  hasDiscount?: boolean;
  /** The applied coupon's code, named by the note while a discount applies. */
  appliedCode?: string | null;
  label?: string;
  placeholder?: string;
  applyLabel?: string;
  maxLength?: number;
  /** Shown under the field; replaces the applied-coupon note. */
  note?: string | null;
  /**
   * The server's refusal of a code posted before or without scripts, shown at the field (as a
   * refusal `onApply` answers is) until the code is changed.
   */
  error?: string | null;
  /**
   * Set when the box sits inside another form (the checkout): it renders a group instead of a
   * form of its own, since forms cannot nest, and Enter in the field applies the code without
   * submitting the outer form.
   */
  nested?: boolean;
  /**
   * Where the box posts before or without scripts (`code` and `intent=coupon`); until scripts
   * run, Apply is not disabled for a blank code (the server answers that). A nested box posts
   * the whole outer form there, so its action must take `intent=coupon`.
   */
  action?: string;
}

/**
 * The coupon box: Apply is disabled while the code is blank, while applying and once a discount
 * exists, and then a note names the applied coupon (`Coupon Applied` when its code is unknown); a
 * refusal shows at the field, which keeps the code and is marked invalid until it changes; Enter
 * applies. The code is at most 26 characters.
 */
export function CouponForm({
  onApply,
  busy = false,
  hasDiscount = false,
  appliedCode,
  label = 'Coupon code',
  placeholder = 'Coupon code',
  applyLabel = MESSAGES.applyCoupon,
  maxLength = LIMITS.couponMaxLength,
  note,
  nested = false,
  action,
  error: postedError = null,
}: CouponFormProps) {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const id = useId();
  const noteId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(postedError);
  useEffect(() => setRefusal(postedError), [postedError]);
  const trimmed = normalizeCouponCode(code);
  const canApply = canApplyCoupon({ code, busy, discount: hasDiscount ? 1 : 0 });
  // A disabled box with no reason reads as broken, so an applied coupon is always named.
  const shownNote =
    note ??
    (hasDiscount
      ? appliedCode
        ? MESSAGES.couponInUse(appliedCode)
        : MESSAGES.couponApplied
      : null);

  const apply = async () => {
    if (!canApply) return;
    setRefusal(null);
    const accepted = await onApply(trimmed);
    if (accepted === true) setCode('');
    else if (typeof accepted === 'string') setRefusal(accepted);
  };
  const describedBy = [refusal ? errorId : null, shownNote ? noteId : null].filter(Boolean);

  const content = (
    <>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <div className={styles.row}>
        <Input
          id={id}
          name="code"
          className={styles.input}
          value={code}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete="off"
          disabled={hasDiscount}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          aria-invalid={refusal ? true : undefined}
          onChange={(event) => {
            setCode(event.target.value.slice(0, maxLength));
            setRefusal(null);
          }}
          onKeyDown={
            nested
              ? (event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  void apply();
                }
              : undefined
          }
        />
        <Button
          type={nested && action === undefined ? 'button' : 'submit'}
          name="intent"
          value={CART_INTENTS.coupon}
          onClick={
            nested
              ? (event) => {
                  event.preventDefault();
                  void apply();
                }
              : undefined
          }
          variant="secondary"
          disabled={(scripted || action === undefined) && !canApply}
          busy={busy}
          busyLabel="Applying coupon"
        >
          {applyLabel}
        </Button>
      </div>
      <p id={errorId} className={styles.error} role="alert">
        {refusal}
      </p>
      {shownNote ? (
        <p id={noteId} className={styles.note} role="status">
          {shownNote}
        </p>
      ) : null}
    </>
  );

  if (nested) {
    return (
      <fieldset className={`${styles.root} ${styles.fieldset}`}>
        <legend>
          <VisuallyHidden>{label}</VisuallyHidden>
        </legend>
        {content}
      </fieldset>
    );
  }
  return (
    <EnhancedForm className={styles.root} action={action} onSubmit={() => void apply()}>
      {content}
    </EnhancedForm>
  );
}
