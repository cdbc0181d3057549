import type { CoaCardEntry } from '@peptide/ui';

/** A verification card of the COA page: a product's certificate at the testing lab. */
export interface VerificationCoa extends CoaCardEntry {
  /** Names the card's art file, `/coas/{slug}.svg`. */
  slug: string;
  /** Where the main peak of the card's chromatogram sits, 0 (left) to 1 (right). */
  peak: number;
}

const LAB_VERIFY_URL = 'https://lab.example.org/verify/';

function card(title: string, slug: string, peak: number): VerificationCoa {
  return { title, slug, peak, image: `/coas/${slug}.svg`, href: `${LAB_VERIFY_URL}${slug}` };
}

/**
 * The COA page's 12 static verification cards (spec 2): name, image and the lab's result page,
 * which opens in a new tab. The art ships in `public/coas/`, drawn by `coaArt.ts`.
 */
export const VERIFICATION_COAS: readonly VerificationCoa[] = [
  card('BPC-157 5mg', 'bpc-157-5mg', 0.42),
  card('TB-500 5mg', 'tb-500-5mg', 0.55),
  card('Ipamorelin 5mg', 'ipamorelin-5mg', 0.36),
  card('CJC-1295 No DAC 2mg', 'cjc-1295-no-dac-2mg', 0.62),
  card('GHK-Cu 50mg', 'ghk-cu-50mg', 0.3),
  card('Semax 10mg', 'semax-10mg', 0.48),
  card('Epitalon 10mg', 'epitalon-10mg', 0.4),
  card('Thymosin Alpha-1 5mg', 'thymosin-alpha-1-5mg', 0.66),
  card('MOTS-c 10mg', 'mots-c-10mg', 0.52),
  card('PT-141 10mg', 'pt-141-10mg', 0.45),
  card('Tesamorelin', 'tesamorelin', 0.7),
  card('BAC Water 10ml', 'bac-water-10ml', 0.25),
];
