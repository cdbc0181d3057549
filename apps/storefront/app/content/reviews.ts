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
