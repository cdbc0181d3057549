import { createRequire } from 'node:module';
import { expect, openHydrated, test } from './fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

for (const path of [
  '/blog',
  '/blog-single/how-to-reconstitute-research-peptides',
  '/search?q=storage',
  '/coas',
  '/faqs',
  '/refund-policy',
  '/how-to-pay',
  '/contact',
]) {
  test(`given ${path} / axe finds no serious or critical violation`, async ({ page }) => {
    await openHydrated(page, path);
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
        },
      });
      return result.violations;
    });
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
    expect(serious).toEqual([]);
  });
}
