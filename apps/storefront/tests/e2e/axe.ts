import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Marks the parts rendered for the scan, so they are put back as they were after it. */
const RENDERED_FOR_AXE = 'data-rendered-for-axe';

/**
 * Runs axe (WCAG 2.1 A and AA, best practices) on the page as it stands.
 *
 * @returns the serious and critical violations, one line each
 * @remarks Parts far below the first screen (`content-visibility: auto`) are not rendered until
 *   they come near the viewport, and axe's colour-contrast check then reads colours from what is
 *   painted in their place: they are rendered for the scan, as they show once scrolled to.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated by the test, not added as a script tag: the shop's Content-Security-Policy rightly
  // blocks inline scripts that are not the page's own.
  await page.evaluate(axeSource);
  await page.evaluate((mark) => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.setAttribute(mark, element.style.contentVisibility);
      element.style.contentVisibility = 'visible';
    }
  }, RENDERED_FOR_AXE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    });
    return result.violations;
  });
  await page.evaluate((mark) => {
    for (const element of document.querySelectorAll<HTMLElement>(`[${mark}]`)) {
      element.style.contentVisibility = element.getAttribute(mark) ?? '';
      element.removeAttribute(mark);
    }
  }, RENDERED_FOR_AXE);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
