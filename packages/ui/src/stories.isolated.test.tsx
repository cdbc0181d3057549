import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

type StoryModule = Parameters<typeof composeStories>[0];

// Every story file is discovered, so a new story is tested without touching this file.
const storyModules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

async function blockingViolations(): Promise<string[]> {
  // While a modal is open Radix hides everything else with aria-hidden (marked data-aria-hidden);
  // that background is out of reach for assistive tech and keyboard, so only the dialog is judged.
  const context = { include: [['body']], exclude: [['[data-aria-hidden="true"]']] };
  const results = await axe.run(context, {
    resultTypes: ['violations'],
    // happy-dom computes no layout, so contrast is judged by the browser scan instead.
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

describe('stories', () => {
  it('given the package, story files are discovered', () => {
    expect(Object.keys(storyModules).length).toBeGreaterThan(0);
  });

  for (const [path, module] of Object.entries(storyModules)) {
    describe(path.replace('./', ''), () => {
      const stories: Record<string, { run: () => Promise<void> }> = composeStories(module);
      for (const [name, Story] of Object.entries(stories)) {
        it(`given the ${name} story played to its end, it has no serious or critical axe violation`, async () => {
          document.documentElement.lang = 'en';
          // run() renders like Storybook does (loaders, decorators) and awaits the play function,
          // so states reached by interaction (errors shown, menus open) are scanned too.
          await Story.run();
          // More than the canvas and the theme wrapper: the story rendered something.
          expect(document.body.querySelectorAll('*').length).toBeGreaterThan(2);
          expect(await blockingViolations()).toEqual([]);
        });
      }
    });
  }
});
