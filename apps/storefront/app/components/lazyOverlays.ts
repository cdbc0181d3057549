import { lazyWithPreload } from '../lib/deferred';

const overlayParts = () => import('./overlayParts');

/** The toasts' region (sonner, a chunk of its own): mount it with the first toast. */
export const LazyToaster = lazyWithPreload(() => import('./toasterPart').then((m) => m.Toaster));
/** The mini cart sheet. */
export const LazyMiniCart = lazyWithPreload(() => overlayParts().then((m) => m.ShopMiniCart));
/** The phone and tablet navigation sheet. */
export const LazyMobileMenu = lazyWithPreload(() => overlayParts().then((m) => m.MobileMenu));
/** The age verification modal. */
export const LazyAgeGateModal = lazyWithPreload(() =>
  import('./ageGatePart').then((m) => m.AgeGateModal),
);
/** The newsletter invitation modal. */
export const LazyNewsletterModal = lazyWithPreload(() =>
  overlayParts().then((m) => m.NewsletterModal),
);
