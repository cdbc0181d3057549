import type { Decorator, Parameters } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { type LinkProps, LinkProvider } from '../src/link/LinkProvider';
import { themeClass } from '../src/theme/theme.css';
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

export const parameters: Parameters = {
  layout: 'padded',
  controls: { expanded: true },
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
