import { useContext } from 'react';
import { Scripts, UNSAFE_FrameworkContext } from 'react-router';
import { AFTER_PAINT_LOADER } from '../lib/afterPaint';

/**
 * React Router's scripts, started after the page's first paint (see `lib/afterPaint.ts`): the
 * entry renders them inert and the inline loader that follows wakes them.
 */
export function ScriptsAfterPaint() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return (
    <>
      <Scripts />
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, no input
        dangerouslySetInnerHTML={{ __html: AFTER_PAINT_LOADER }}
      />
    </>
  );
}
