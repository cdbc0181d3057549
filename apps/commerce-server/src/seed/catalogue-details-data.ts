import type { SeedProduct } from './catalog-data';

/** Packed weight (kg) and size (cm, length × width × height) of a seeded product's parcel. */
export interface Packaging {
  weight: number;
  length: number;
  width: number;
  height: number;
}

/**
 * What one unit weighs and measures packed, by category: a vial in its sleeve, a jar of powder,
 * a bottle of water. The shipping insurance (accessories) is not packed, so it has none.
 */
export const PACKAGING: Partial<Record<SeedProduct['category'], Packaging>> = {
  peptides: { weight: 0.02, length: 3, width: 3, height: 6 },
  powders: { weight: 0.08, length: 5, width: 5, height: 7 },
  'bac-water': { weight: 0.05, length: 4, width: 4, height: 9 },
};

/** The seeded products shown first as featured, by name. */
export const FEATURED_PRODUCTS: readonly string[] = [
  'BPC-157 5mg',
  'Retatrutide',
  'Tirzepatide Powder 1g',
  'BAC Water 10ml',
];

/**
 * The global attribute the variations' options belong to: WooCommerce's `pa_size` taxonomy,
 * whose terms are the options' slugs. Its database id is WooCommerce's attribute id.
 */
export const SIZE_ATTRIBUTE = { id: 1, taxonomy: 'pa_size', label: 'Size' } as const;

/**
 * The first term id of the attribute's terms: terms of every taxonomy share one id space in
 * WordPress, and the seeded categories hold 15 to 18.
 */
export const FIRST_ATTRIBUTE_TERM_ID = 40;

/** A seeded review of a product, by the product's name. */
export interface SeedReview {
  product: string;
  author: string;
  email: string;
  rating: number;
  content: string;
  date: string;
  status: 'APPROVE' | 'HOLD';
}

/** A few reviews, approved so that ratings are real, and one still held for moderation. */
export const SEED_REVIEWS: readonly SeedReview[] = [
  {
    product: 'BPC-157 5mg',
    author: 'Marta K.',
    email: 'marta.k@lab.example.net',
    rating: 5,
    content: 'Arrived cold-packed within three days; the HPLC report matched the batch number.',
    date: '2025-09-02T08:15:00.000Z',
    status: 'APPROVE',
  },
  {
    product: 'BPC-157 5mg',
    author: 'Daniel R.',
    email: 'daniel.r@lab.example.net',
    rating: 4,
    content: 'Clean reconstitution, no residue. Shipping took a day longer than quoted.',
    date: '2025-10-14T16:40:00.000Z',
    status: 'APPROVE',
  },
  {
    product: 'BPC-157 5mg',
    author: 'Sofia L.',
    email: 'sofia.l@lab.example.net',
    rating: 5,
    content: 'Third order, consistent purity across batches.',
    date: '2025-11-20T11:05:00.000Z',
    status: 'APPROVE',
  },
  {
    product: 'Retatrutide',
    author: 'Jan P.',
    email: 'jan.p@lab.example.net',
    rating: 5,
    content: 'The 20mg vial was exactly as labelled; mass spectrometry report included.',
    date: '2025-10-01T09:30:00.000Z',
    status: 'APPROVE',
  },
  {
    product: 'Retatrutide',
    author: 'Lea M.',
    email: 'lea.m@lab.example.net',
    rating: 3,
    content: 'Good product, but the 10mg size sold out twice this autumn.',
    date: '2025-12-03T13:20:00.000Z',
    status: 'APPROVE',
  },
  {
    product: 'Tesamorelin',
    author: 'Pieter V.',
    email: 'pieter.v@lab.example.net',
    rating: 4,
    content: 'Well packed, fast to dissolve.',
    date: '2025-08-22T07:50:00.000Z',
    status: 'APPROVE',
  },
  {
    product: 'BAC Water 10ml',
    author: 'Marta K.',
    email: 'marta.k@lab.example.net',
    rating: 5,
    content: 'Sealed vials, clear labelling, cheaper than our usual supplier.',
    date: '2025-09-02T08:20:00.000Z',
    status: 'APPROVE',
  },
  {
    product: 'Semax 10mg',
    author: 'Chris B.',
    email: 'chris.b@example.net',
    rating: 1,
    content: 'Still waiting for my parcel after two weeks.',
    date: '2025-12-28T22:10:00.000Z',
    status: 'HOLD',
  },
];
