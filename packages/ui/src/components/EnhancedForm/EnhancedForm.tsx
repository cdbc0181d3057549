import type { FormHTMLAttributes, Ref } from 'react';

export interface EnhancedFormProps
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action' | 'onSubmit'> {
  /** Where the form posts before or without scripts (a route action); none: it never posts. */
  action?: string;
  /** Runs instead of the post once scripts run. */
  onSubmit: () => void;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form enhanced by scripts: before or without them it posts its named fields to `action`;
 * with them its submission runs `onSubmit` instead, so both ways send the same form. The
 * browser's own validation stays off: the callers check with the shop's rules.
 */
export function EnhancedForm({ action, onSubmit, ...props }: EnhancedFormProps) {
  return (
    <form
      method={action ? 'post' : undefined}
      action={action}
      noValidate
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}
