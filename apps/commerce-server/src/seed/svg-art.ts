const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

/** Splits a title into at most three short lines for the label. */
function labelLines(title: string): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 14)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/** The band of hues the art may use: cyan to violet, never the shop's sale, success or error. */
export const ART_HUE_BAND = { from: 180, to: 280 } as const;

/**
 * Folds any hue into {@link ART_HUE_BAND}, keeping neighbours apart, so no vial reads as a sale
 * (amber), in stock (green) or error (red) signal.
 *
 * @param hue - any hue in degrees
 * @returns a hue from 180 to 280
 */
export function artHue(hue: number): number {
  const turn = ((Math.round(hue) % 360) + 360) % 360;
  return Math.round(ART_HUE_BAND.from + (turn / 360) * (ART_HUE_BAND.to - ART_HUE_BAND.from));
}

/** The drawings' width and height in pixels: square, as a product image is. */
export const ART_SIZE = 600;

/**
 * Draws the catalogue's placeholder art: a vial (or a document for COAs and posts) on a soft
 * gradient, labelled with the title, in the given hue. Deterministic, so images are cacheable.
 *
 * @param art - the title, hue (0-359) and shape
 * @returns an SVG document, {@link ART_SIZE} pixels square
 */
export function drawArt(art: { title: string; hue: number; shape: string }): string {
  const hue = artHue(art.hue);
  const lines = labelLines(art.title);
  const text = lines
    .map(
      (line, index) =>
        `<text x="300" y="${(art.shape === 'vial' ? 330 : 250) + index * 34}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="hsl(${hue}, 45%, 22%)">${escapeXml(line)}</text>`,
    )
    .join('');
  const body =
    art.shape === 'vial'
      ? `<rect x="235" y="110" width="130" height="50" rx="10" fill="hsl(${hue}, 30%, 35%)"/>` +
        `<rect x="215" y="150" width="170" height="340" rx="28" fill="hsl(${hue}, 60%, 96%)" stroke="hsl(${hue}, 35%, 55%)" stroke-width="6"/>` +
        `<rect x="215" y="400" width="170" height="90" rx="28" fill="hsl(${hue}, 70%, 80%)" opacity="0.8"/>` +
        `<rect x="195" y="280" width="210" height="${40 + lines.length * 34}" rx="8" fill="#fff" stroke="hsl(${hue}, 35%, 55%)" stroke-width="3"/>`
      : `<rect x="150" y="110" width="300" height="380" rx="16" fill="#fff" stroke="hsl(${hue}, 35%, 55%)" stroke-width="6"/>` +
        `<rect x="190" y="380" width="220" height="12" rx="6" fill="hsl(${hue}, 40%, 80%)"/>` +
        `<rect x="190" y="410" width="160" height="12" rx="6" fill="hsl(${hue}, 40%, 80%)"/>` +
        `<circle cx="300" cy="170" r="30" fill="hsl(${hue}, 60%, 70%)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(art.title)}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue}, 70%, 92%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 60%, 82%)"/></linearGradient></defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/>${body}${text}</svg>`
  );
}
