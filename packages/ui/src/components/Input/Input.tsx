import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type RefCallback,
  type TextareaHTMLAttributes,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react';
import { Field, type FieldProps } from '../Field/Field';
import * as styles from './Input.css';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** A control placed inside the right edge, for example a show/hide password button. */
  endSlot?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * Lets a controlled field keep what the shopper typed before the page's scripts hydrated it.
 * React leaves such text on the screen at hydration but not in the field's state, so the next
 * render of the form (typing in the next field) wiped it. Once mounted, text that differs from
 * `value` is reported through `onChange`, as if typed now, in an event of React's shape (its
 * `nativeEvent` a plain `change` event: a handler that reads `inputType` finds none).
 *
 * @returns the ref to put on the field, which also sets the caller's `ref`
 */
function useTypedBeforeHydration<Element extends Control>(
  value: unknown,
  onChange: ((event: ChangeEvent<Element>) => void) | undefined,
  ref: Ref<Element> | undefined,
): RefCallback<Element> {
  const field = useRef<Element | null>(null);
  const mounted = useRef({ value, onChange });
  useLayoutEffect(() => {
    const element = field.current;
    const { value: rendered, onChange: report } = mounted.current;
    if (!element || rendered === undefined || !report || element.value === String(rendered)) return;
    const nativeEvent = new Event('change');
    report({
      target: element,
      currentTarget: element,
      type: 'change',
      nativeEvent,
      preventDefault: () => nativeEvent.preventDefault(),
      stopPropagation: () => nativeEvent.stopPropagation(),
      isDefaultPrevented: () => nativeEvent.defaultPrevented,
      isPropagationStopped: () => false,
      persist: () => {},
    } as unknown as ChangeEvent<Element>);
  }, []);
  return useCallback(
    (element: Element | null) => {
      field.current = element;
      if (typeof ref === 'function') return ref(element);
      if (ref) ref.current = element;
    },
    [ref],
  );
}

/** A single-line text input. */
export function Input({ endSlot, className, ref, ...props }: InputProps) {
  const fieldRef = useTypedBeforeHydration(props.value, props.onChange, ref);
  const classes = [styles.control, endSlot ? styles.withEndSlot : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  if (!endSlot) return <input className={classes} ref={fieldRef} {...props} />;
  return (
    <div className={styles.wrapper}>
      <input className={classes} ref={fieldRef} {...props} />
      <div className={styles.endSlot}>{endSlot}</div>
    </div>
  );
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input with the look of {@link Input}; the shopper can make it taller. */
export function TextArea({ className, ref, ...props }: TextAreaProps) {
  const fieldRef = useTypedBeforeHydration(props.value, props.onChange, ref);
  const classes = [styles.control, styles.textarea, className ?? ''].filter(Boolean).join(' ');
  return <textarea className={classes} ref={fieldRef} {...props} />;
}

export interface TextFieldProps
  extends Omit<InputProps, 'id'>,
    Pick<FieldProps, 'label' | 'error' | 'hint' | 'hideLabel'> {
  id?: string;
  fieldClassName?: string;
}

/** An `Input` inside a `Field`: labelled, with hint and error wired by ARIA. */
export function TextField({
  label,
  error,
  hint,
  hideLabel,
  id,
  required,
  fieldClassName,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      id={id}
      required={required}
      className={fieldClassName}
    >
      {(control) => <Input {...inputProps} {...control} />}
    </Field>
  );
}
