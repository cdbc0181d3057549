/** Sample data shared by stories: believable products, lines and posts, no network. */

// Teal, navy and slate only: amber, green and red mean sale, in stock and error in the theme.
const VIAL_COLOURS = ['#0A6660', '#1E3A5F', '#475569', '#08524D'];

/**
 * A generated SVG vial labelled with the product name and strength, as a data URI.
 * @param name - product name printed on the label
 * @param strength - strength printed under the name
 * @returns a data URI usable as an image source
 */
export function vialArt(name: string, strength: string): string {
  const colour = VIAL_COLOURS[name.length % VIAL_COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="#F7F9FB"/><rect x="160" y="60" width="80" height="40" rx="6" fill="${colour}"/><rect x="140" y="100" width="120" height="240" rx="18" fill="#FFFFFF" stroke="#C5CED8" stroke-width="4"/><rect x="140" y="170" width="120" height="110" fill="${colour}"/><text x="200" y="218" font-family="sans-serif" font-size="18" font-weight="700" fill="#FFFFFF" text-anchor="middle">${name}</text><text x="200" y="248" font-family="sans-serif" font-size="16" fill="#FFFFFF" text-anchor="middle">${strength}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface SampleProduct {
  id: number;
  slug: string;
  name: string;
  href: string;
  image: string;
  price: number;
  regularPrice?: number;
  priceRange?: { min: number; max: number };
  inStock: boolean;
  type: 'simple' | 'variable';
}

export const sampleProducts: SampleProduct[] = [
  {
    id: 1,
    slug: 'bpc-157',
    name: 'BPC-157',
    href: '/product/bpc-157',
    image: vialArt('BPC-157', '5 mg'),
    price: 39.99,
    inStock: true,
    type: 'simple',
  },
  {
    id: 2,
    slug: 'tb-500',
    name: 'TB-500',
    href: '/product/tb-500',
    image: vialArt('TB-500', '10 mg'),
    price: 54,
    regularPrice: 64,
    inStock: true,
    type: 'simple',
  },
  {
    id: 3,
    slug: 'semaglutide',
    name: 'Semaglutide',
    href: '/product/semaglutide',
    image: vialArt('Semaglutide', '5 mg'),
    price: 89,
    priceRange: { min: 89, max: 159 },
    inStock: true,
    type: 'variable',
  },
  {
    id: 4,
    slug: 'bac-water',
    name: 'Bacteriostatic Water',
    href: '/product/bac-water',
    image: vialArt('BAC Water', '30 ml'),
    price: 12.5,
    inStock: false,
    type: 'simple',
  },
  {
    id: 5,
    slug: 'ipamorelin',
    name: 'Ipamorelin',
    href: '/product/ipamorelin',
    image: vialArt('Ipamorelin', '5 mg'),
    price: 34,
    inStock: true,
    type: 'simple',
  },
  {
    id: 6,
    slug: 'cjc-1295',
    name: 'CJC-1295 without DAC',
    href: '/product/cjc-1295',
    image: vialArt('CJC-1295', '2 mg'),
    price: 42,
    inStock: true,
    type: 'simple',
  },
];

export const longProductName =
  'GHK-Cu Copper Peptide Lyophilised Research Powder, High Purity, Third-Party Tested Batch';

export const sampleTestimonials = [
  {
    id: 't1',
    stars: 5,
    review:
      'Every vial matched its certificate of analysis. Fast, well-packed delivery to our lab in Leiden.',
    name: 'Dr. Anna K.',
    role: 'Research Scientist',
  },
  {
    id: 't2',
    stars: 5,
    review:
      'Clear documentation and consistent purity across batches. Ordering was straightforward.',
    name: 'Marco R.',
    role: 'Laboratory Manager',
  },
  {
    id: 't3',
    stars: 5,
    review: 'Support answered within hours and tracking was accurate. Our go-to EU supplier now.',
    name: 'Sofie L.',
    role: 'Licensed Researcher',
  },
];

export const sampleRegions = [
  { label: 'EU', href: 'https://eu.example.com', current: true },
  { label: 'Canada', href: 'https://ca.example.com' },
  { label: 'USA', href: 'https://us.example.com' },
];

export const sampleFaqs = [
  {
    id: 'countries',
    question: 'What countries do you ship to?',
    answer:
      'We ship across the EU from our EU warehouse. Customers in the USA and Canada can order from our regional sites.',
  },
  {
    id: 'advice',
    question: 'Can you advise me how to use your products?',
    answer:
      'No. Our products are sold for laboratory and research use only, and we cannot give usage advice.',
  },
  {
    id: 'storage',
    question: 'Storage',
    answer: 'After reconstitution, store research peptides in the fridge.',
  },
];

/**
 * A hero poster: a bright lab bench with a row of vials, as a data URI. Bright on purpose, so the
 * stories show the overlay keeping white text readable over the lightest frame.
 * @returns a 1920 × 1080 SVG data URI
 */
export function heroPoster(): string {
  const vials = [300, 520, 740, 960, 1180, 1400, 1620]
    .map(
      (x, index) =>
        `<g transform="translate(${x} ${index % 2 ? 520 : 480})"><rect x="30" y="0" width="80" height="50" rx="8" fill="${index % 2 ? '#1E3A5F' : '#0A6660'}"/><rect x="10" y="50" width="120" height="300" rx="22" fill="#FFFFFF" stroke="#C5CED8" stroke-width="6"/><rect x="10" y="170" width="120" height="110" fill="#E6F4F3"/></g>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080"><rect width="1920" height="1080" fill="#F7F9FB"/><rect y="860" width="1920" height="220" fill="#DDE3EA"/>${vials}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
