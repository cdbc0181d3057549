import type { Testimonial } from '@peptide/ui';

/** The home page's three testimonials (static text, not from the backend). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'leiden',
    stars: 5,
    review:
      'Every vial matched its certificate of analysis. Fast, well-packed delivery to our lab in Leiden.',
    name: 'Dr. Anna K.',
    role: 'Research Scientist',
  },
  {
    id: 'batches',
    stars: 5,
    review:
      'Clear documentation and consistent purity across batches. Ordering was straightforward.',
    name: 'Marco R.',
    role: 'Laboratory Manager',
  },
  {
    id: 'support',
    stars: 5,
    review: 'Support answered within hours and tracking was accurate. Our go-to EU supplier now.',
    name: 'Sofia L.',
    role: 'Principal Investigator',
  },
];

/** A short review of the home page's review slider. */
export interface Review {
  id: string;
  quote: string;
  source: string;
}

/** The review slider's slides: what buyers say about testing, shipping and packaging. */
export const REVIEWS: readonly Review[] = [
  {
    id: 'coa',
    quote: 'Batch numbers on the vials match the published COAs. Exactly what our QA asks for.',
    source: 'University lab, Germany',
  },
  {
    id: 'shipping',
    quote: 'Cold-packed, tracked and delivered in three working days to Lisbon.',
    source: 'Research institution, Portugal',
  },
  {
    id: 'water',
    quote: 'The BAC water and peptides arrive together, so reconstitution starts the same day.',
    source: 'Licensed researcher, Ireland',
  },
];
