import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
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
  vi.useRealTimers();
});

// Most test files share one document (the config's `shared` project: loading React, Radix and
// the Storybook preview once per worker instead of once per file is most of the suite's time).
// What a file leaves there goes with it: nodes outside React's roots (portals, toasts, focus
// guards), attributes on <html> and <body> (scroll locks, lang), stored values and stubbed
// globals.
const htmlAttributes = new Set(document.documentElement.getAttributeNames());
afterAll(() => {
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  for (const name of document.documentElement.getAttributeNames()) {
    if (!htmlAttributes.has(name)) document.documentElement.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
