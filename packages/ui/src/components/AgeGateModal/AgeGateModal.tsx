import { LIMITS, MESSAGES } from '@peptide/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import * as dialog from '../../dialog/dialog.css';
import { focusAfterPaint } from '../../dialog/focusAfterPaint';
import { portalContainer } from '../../dialog/portalContainer';
import { Button } from '../Button/Button';
import * as styles from './AgeGateModal.css';

export interface AgeGateModalProps {
  open: boolean;
  /** Told about open-state changes Radix makes; Escape and the backdrop never make one. */
  onOpenChange?: (open: boolean) => void;
  onAgree: () => void;
  onDisagree: () => void;
  title?: string;
  disclaimer?: string;
  agreeLabel?: string;
  disagreeLabel?: string;
  underageMessage?: string;
  /** Starts in the refused state (for previews). */
  defaultDeclined?: boolean;
}

const preventDismiss = (event: Event) => event.preventDefault();

/**
 * The age gate: a modal that Escape and the backdrop cannot dismiss. Agree reports consent;
 * Disagree reports refusal and replaces the text and buttons with the under-21 message. Focus
 * moves to Agree once the open gate has been painted (see {@link focusAfterPaint}).
 */
export function AgeGateModal({
  open,
  onOpenChange,
  onAgree,
  onDisagree,
  title = 'Age Verification',
  disclaimer = `You must be at least ${LIMITS.minimumAge} years old and a licensed research professional to enter. All products are for laboratory and research use only, not for human or animal consumption.`,
  agreeLabel = 'Agree',
  disagreeLabel = 'Disagree',
  underageMessage = MESSAGES.underage,
  defaultDeclined = false,
}: AgeGateModalProps) {
  const [declined, setDeclined] = useState(defaultDeclined);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={portalContainer()}>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          ref={content}
          className={dialog.modal}
          onOpenAutoFocus={focusAfterPaint(
            () => content.current?.querySelector('button') ?? content.current,
          )}
          onEscapeKeyDown={preventDismiss}
          onPointerDownOutside={preventDismiss}
          onInteractOutside={preventDismiss}
          aria-describedby={undefined}
        >
          <Dialog.Title className={dialog.modalTitle}>{title}</Dialog.Title>
          {declined ? (
            <p role="alert" className={styles.refusal}>
              {underageMessage}
            </p>
          ) : (
            <>
              <p className={styles.text}>{disclaimer}</p>
              <div className={styles.actions}>
                <Button onClick={onAgree}>{agreeLabel}</Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setDeclined(true);
                    onDisagree();
                  }}
                >
                  {disagreeLabel}
                </Button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
