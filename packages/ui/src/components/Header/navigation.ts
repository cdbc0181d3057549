/** A navigation entry; entries with children open a submenu. */
export interface NavItem {
  label: string;
  href: string;
  children?: readonly NavItem[];
}

/** A regional edition of the shop, reached through the region dropdown. */
export interface RegionLink {
  label: string;
  href: string;
  current?: boolean;
}

/** The Shop submenu: all products, then each category. */
export const SHOP_MENU: readonly NavItem[] = [
  { label: 'All Products', href: '/shop' },
  { label: 'Powders', href: '/product-category/powders' },
  { label: 'Peptides', href: '/product-category/peptides' },
  { label: 'BAC Water', href: '/product-category/bac-water' },
];

/** The main navigation, in the header's order. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Shop', href: '/shop', children: SHOP_MENU },
  { label: "COA's", href: '/coas' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'My Account', href: '/my-account' },
];
