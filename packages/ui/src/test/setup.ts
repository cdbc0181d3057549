import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as preview from '../../.storybook/preview';

// Under turbo's parallel runs on 2 cores, renders and play functions can outlast the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// Stories rendered in tests get the same decorators (theme, links) as in Storybook.
setProjectAnnotations([preview]);

// happy-dom's IntersectionObserver never reports anything: here every observed element is in
// view, as a story is on screen, so carousels start as they would in the browser.
class InViewObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report(
      [{ target, isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver;

afterEach(() => {
  cleanup();
});
