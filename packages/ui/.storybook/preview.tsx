import type { Decorator, Parameters } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { type LinkProps, LinkProvider } from '../src/link/LinkProvider';
import { themeClass } from '../src/theme/theme.css';
import { messageArgs, messageDefaults } from './realCopy';
import '../src/theme/fonts';
import '../src/theme/global.css';

/** Storybook has no router: links are plain anchors, marked so they can be told apart. */
function StoryLink({ ref, ...props }: LinkProps) {
  return <a ref={ref} data-story-link="" {...props} />;
}

/** Keeps internal links from navigating the preview frame away from the story. */
function StayInStory({ children }: { children: ReactNode }) {
  useEffect(() => {
    const keepInternalLinks = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href^="/"]');
      if (anchor) event.preventDefault();
    };
    document.addEventListener('click', keepInternalLinks);
    return () => document.removeEventListener('click', keepInternalLinks);
  }, []);
  return <>{children}</>;
}

export const decorators: Decorator[] = [
  (Story) => (
    <LinkProvider component={StoryLink}>
      <StayInStory>
        <div className={themeClass}>
          <Story />
        </div>
      </StayInStory>
    </LinkProvider>
  ),
];

/** Props that default to a `MESSAGES` text show and start at that text, not its identifier. */
export const argTypesEnhancers = [messageDefaults];
export const argsEnhancers = [messageArgs];

/** Every component gets a Docs page: its TSDoc, the props table and every story. */
export const tags = ['autodocs'];

export const parameters: Parameters = {
  layout: 'padded',
  controls: { expanded: true },
  // The sidebar in the order a designer works: the foundations, then the page frame, then the
  // shop's journey from the home page to the account; groups not named follow, by file. Storybook
  // reads this statically while indexing, so the list must stay a literal here.
  options: {
    storySort: {
      order: [
        'Introduction',
        'Design tokens',
        'Primitives',
        'States',
        'Layout',
        'Overlays',
        'Home',
        'Catalogue',
        'Commerce',
        'Product',
        'Cart',
        'Checkout',
        'Orders',
        'Auth',
        'Account',
        'Content',
      ],
    },
  },
  viewport: {
    options: {
      phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      desktop: {
        name: 'Desktop 1280',
        styles: { width: '1280px', height: '800px' },
        type: 'desktop',
      },
    },
  },
};
