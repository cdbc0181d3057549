import { palette } from '@peptide/ui';

/**
 * The art of a verification card: a certificate sheet (navy letterhead, text lines), an HPLC
 * trace with its main peak where `peak` says, and a teal seal. Drawn for a 72 px thumbnail.
 *
 * @param coa - the card's title (the image's accessible name) and peak position (0 to 1)
 * @returns an SVG document, 120 × 120
 */
export function coaArt(coa: { title: string; peak: number }): string {
  const left = 30;
  const width = 60;
  const base = 80;
  const x = left + Math.round(width * Math.min(Math.max(coa.peak, 0.1), 0.9));
  const trace = [
    `M${left} ${base}`,
    `L${x - 14} ${base}`,
    `L${x - 10} ${base - 4}`,
    `L${x - 7} ${base}`,
    `L${x - 3} ${base}`,
    `L${x} ${base - 30}`,
    `L${x + 3} ${base}`,
    `L${x + 9} ${base}`,
    `L${x + 12} ${base - 6}`,
    `L${x + 15} ${base}`,
    `L${left + width} ${base}`,
  ].join(' ');
  const title = coa.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${title} certificate of analysis">`,
    `<rect width="120" height="120" fill="${palette.gray50}"/>`,
    `<rect x="22" y="8" width="76" height="104" rx="3" fill="${palette.white}" stroke="${palette.gray300}" stroke-width="2"/>`,
    `<rect x="22" y="8" width="76" height="14" rx="3" fill="${palette.navy900}"/>`,
    `<rect x="30" y="30" width="40" height="4" rx="2" fill="${palette.gray300}"/>`,
    `<rect x="30" y="38" width="28" height="4" rx="2" fill="${palette.gray200}"/>`,
    `<path d="${trace}" fill="none" stroke="${palette.teal600}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M${left} ${base + 1}H${left + width}" stroke="${palette.gray500}" stroke-width="1"/>`,
    `<circle cx="84" cy="98" r="9" fill="${palette.teal600}"/>`,
    `<path d="M80 98l3 3 5-6" fill="none" stroke="${palette.white}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
    '</svg>',
    '',
  ].join('\n');
}
