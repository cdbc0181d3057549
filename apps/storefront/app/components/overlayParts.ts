/**
 * The shop's parts that show only after an interaction or a timer: the mini cart, the mobile
 * menu and the newsletter modal. Only `lazyOverlays.ts` imports this module, so their code is
 * one chunk outside every page's first download (the age gate has one of its own,
 * `ageGatePart.ts`; Radix Dialog is a chunk both share).
 */
export { MobileMenu, NewsletterModal } from '@peptide/ui';
export { ShopMiniCart } from '../commerce/ShopMiniCart';
