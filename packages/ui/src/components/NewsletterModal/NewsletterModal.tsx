import {
  canSubmitNewsletter,
  EMAIL_MAX_LENGTH,
  MESSAGES,
  validateNewsletterEmail,
} from '@peptide/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import * as dialog from '../../dialog/dialog.css';
import { portalContainer } from '../../dialog/portalContainer';
import { useReturnFocus } from '../../dialog/useReturnFocus';
import { CloseIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { TextField } from '../Input/Input';
import * as styles from './NewsletterModal.css';

export interface NewsletterModalProps {
  open: boolean;
  /** Closing (icon, Escape, backdrop) reports false; the page stores the dismissal. */
  onOpenChange: (open: boolean) => void;
  /** Sends the trimmed address; the page shows the toast and closes on success. */
  onSubscribe: (email: string) => void;
  /** The request is in flight: the button says "Subscribing...". */
  subscribing?: boolean;
  title?: string;
  description?: string;
  emailLabel?: string;
  submitLabel?: string;
  subscribingLabel?: string;
  closeLabel?: string;
}

/**
 * The newsletter invitation: an e-mail field (max 26) whose error shows inline, a submit button
 * disabled while the address is empty, invalid or being sent, and a close icon.
 */
export function NewsletterModal({
  open,
  onOpenChange,
  onSubscribe,
  subscribing = false,
  title = 'Stay in the loop',
  description = 'New batches, COAs and research news, at most twice a month.',
  emailLabel = 'Email address',
  submitLabel = 'Subscribe',
  subscribingLabel = MESSAGES.subscribing,
  closeLabel = 'Close',
}: NewsletterModalProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const focusHandlers = useReturnFocus();
  const canSubmit = canSubmitNewsletter({ email, sending: subscribing });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={portalContainer()}>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.modal} {...focusHandlers}>
          <Dialog.Close asChild>
            <IconButton label={closeLabel} icon={<CloseIcon />} className={dialog.closeCorner} />
          </Dialog.Close>
          <Dialog.Title className={dialog.modalTitle}>{title}</Dialog.Title>
          <Dialog.Description className={styles.text}>{description}</Dialog.Description>
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const message = validateNewsletterEmail(email).email;
              if (message) {
                setError(message);
                return;
              }
              if (!subscribing) onSubscribe(email.trim());
            }}
          >
            <TextField
              label={emailLabel}
              type="email"
              autoComplete="email"
              required
              value={email}
              maxLength={EMAIL_MAX_LENGTH}
              error={error}
              onChange={(event) => {
                const next = event.target.value.slice(0, EMAIL_MAX_LENGTH);
                setEmail(next);
                if (next === '') setError(null);
              }}
              onBlur={() => {
                if (email !== '') setError(validateNewsletterEmail(email).email ?? null);
              }}
            />
            <Button type="submit" disabled={!canSubmit} aria-busy={subscribing || undefined}>
              {subscribing ? subscribingLabel : submitLabel}
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
