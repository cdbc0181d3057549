import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
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
    // happy-dom computes no layout, so contrast can only be judged in a real browser.
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
      const stories: Record<string, ComponentType> = composeStories(module);
      for (const [name, Story] of Object.entries(stories)) {
        it(`given the ${name} story, it renders with no serious or critical axe violation`, async () => {
          document.documentElement.lang = 'en';
          const { container } = render(<Story />);
          await act(async () => {
            await new Promise((resolve) => setTimeout(resolve, 0));
          });
          expect(container.ownerDocument.body.innerHTML).not.toBe('');
          expect(await blockingViolations()).toEqual([]);
        });
      }
    });
  }
});
