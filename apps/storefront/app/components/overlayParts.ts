/**
 * The shop's parts that show only after an interaction or a timer: the mini cart, the mobile
 * menu and the age gate and newsletter modals. Only `lazyOverlays.ts` imports this module, so
 * their code (Radix Dialog) is one chunk outside every page's first download.
 */
export { AgeGateModal, MobileMenu, NewsletterModal } from '@peptide/ui';
export { ShopMiniCart } from '../commerce/ShopMiniCart';
