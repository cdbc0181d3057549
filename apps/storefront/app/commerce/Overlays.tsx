import { ageGateState, MESSAGES, shouldOfferNewsletter, TIMINGS } from '@peptide/domain';
import { localStorageAdapter, STORAGE_KEYS, subscribeToNewsletter } from '@peptide/sdk';
import { notify, whenIdle } from '@peptide/ui';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LazyAgeGateModal, LazyNewsletterModal } from '../components/lazyOverlays';
import { Deferred } from '../lib/deferred';
import { useMiniCart } from './miniCart';

/** The storefront's own newsletter route; it holds the provider's key server-side. */
export const NEWSLETTER_ROUTE = '/api/newsletter';

const storage = localStorageAdapter();

/**
 * The age gate and, once the age is verified, the newsletter invitation.
 *
 * @remarks Both read the browser's storage in effects only, so the server render and the
 *   hydrating render agree; neither shows before its delay. A modal's code is fetched once the
 *   browser is idle after its timer starts (not in the hydrating task), so it is ready when the
 *   timer ends. A timer opens its modal in a transition: React renders the dialog in short
 *   slices that yield to the shopper's input instead of one long task.
 */
export function Overlays() {
  const [verified, setVerified] = useState(false);
  useEffect(() => {
    setVerified(ageGateState(storage.getItem(STORAGE_KEYS.ageVerified)) === 'verified');
  }, []);
  return (
    <>
      <AgeGate onVerified={() => setVerified(true)} />
      {verified ? <NewsletterOffer /> : null}
    </>
  );
}

/** Shown 3 s after load until answered; a stored answer, either one, keeps it closed. */
function AgeGate({ onVerified }: { onVerified: () => void }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (ageGateState(storage.getItem(STORAGE_KEYS.ageVerified)) !== 'unanswered') return;
    const cancelPreload = whenIdle(() => void LazyAgeGateModal.preload());
    const timer = setTimeout(() => startTransition(() => setOpen(true)), TIMINGS.ageGateDelay);
    return () => {
      cancelPreload();
      clearTimeout(timer);
    };
  }, []);
  return (
    <Deferred now={open}>
      <LazyAgeGateModal
        open={open}
        onAgree={() => {
          storage.setItem(STORAGE_KEYS.ageVerified, 'true');
          setOpen(false);
          onVerified();
        }}
        onDisagree={() => storage.setItem(STORAGE_KEYS.ageVerified, 'false')}
      />
    </Deferred>
  );
}

/** The rules of a calm moment: fetched with the modal's code, outside the first download. */
const loadMoment = () => import('./newsletterMoment');

/** How often a due invitation looks again for a moment that interrupts nothing. */
const RETRY_MS = 1000;

/**
 * Due 13 s after it mounts when the stored flags allow it, and opens at the first moment that
 * interrupts nothing ({@link newsletterMayOpen}): not on a task page, not while a field has the
 * focus or just after the shopper changed one (a size chosen), not with or just after the mini
 * cart. Closing it is remembered.
 */
function NewsletterOffer() {
  const [open, setOpen] = useState(false);
  const [due, setDue] = useState(false);
  const [subscribing, setSubscribing] = useState(false);
  const { pathname } = useLocation();
  const { open: miniCartOpen } = useMiniCart();
  const miniCartClosedAt = useRef<number | null>(null);
  const miniCartWasOpen = useRef(false);
  const fieldChangedAt = useRef<number | null>(null);
  useEffect(() => {
    const changed = () => {
      fieldChangedAt.current = Date.now();
    };
    document.addEventListener('change', changed, true);
    document.addEventListener('input', changed, true);
    return () => {
      document.removeEventListener('change', changed, true);
      document.removeEventListener('input', changed, true);
    };
  }, []);
  useEffect(() => {
    if (miniCartWasOpen.current && !miniCartOpen) miniCartClosedAt.current = Date.now();
    miniCartWasOpen.current = miniCartOpen;
  }, [miniCartOpen]);
  useEffect(() => {
    const allowed = shouldOfferNewsletter({
      ageVerified: storage.getItem(STORAGE_KEYS.ageVerified),
      emailSubscribed: storage.getItem(STORAGE_KEYS.emailSubscribed),
      emailModalDismissed: storage.getItem(STORAGE_KEYS.emailModalDismissed),
    });
    if (!allowed) return;
    const cancelPreload = whenIdle(() => {
      void LazyNewsletterModal.preload();
      void loadMoment();
    });
    const timer = setTimeout(() => setDue(true), TIMINGS.newsletterDelay);
    return () => {
      cancelPreload();
      clearTimeout(timer);
    };
  }, []);
  useEffect(() => {
    if (!due) return;
    let live = true;
    let retry: ReturnType<typeof setInterval> | undefined;
    void loadMoment().then(({ newsletterMayOpen, isTyping }) => {
      if (!live) return;
      const openIfCalm = () => {
        const calm = newsletterMayOpen({
          pathname,
          typing: isTyping(document.activeElement),
          miniCartOpen,
          miniCartClosedAt: miniCartClosedAt.current,
          fieldChangedAt: fieldChangedAt.current,
          now: Date.now(),
        });
        if (calm) {
          clearInterval(retry);
          setDue(false);
          startTransition(() => setOpen(true));
        }
        return calm;
      };
      if (!openIfCalm()) retry = setInterval(openIfCalm, RETRY_MS);
    });
    return () => {
      live = false;
      clearInterval(retry);
    };
  }, [due, pathname, miniCartOpen]);

  const subscribe = async (email: string) => {
    setSubscribing(true);
    const result = await subscribeToNewsletter(email, { endpoint: NEWSLETTER_ROUTE });
    setSubscribing(false);
    if (!result.ok) {
      notify.error(result.error);
      return;
    }
    storage.setItem(STORAGE_KEYS.emailSubscribed, 'true');
    notify.success(MESSAGES.subscribed);
    setOpen(false);
  };

  return (
    <Deferred now={open}>
      <LazyNewsletterModal
        open={open}
        subscribing={subscribing}
        onSubscribe={subscribe}
        onOpenChange={(next) => {
          if (!next) storage.setItem(STORAGE_KEYS.emailModalDismissed, 'true');
          setOpen(next);
        }}
      />
    </Deferred>
  );
}
