/**
 * happy-dom computes no layout, so carousels would see every slide at 0 px. This gives every
 * element a fixed width and places siblings side by side, enough for Embla to find one snap per
 * slide. Returns a function that removes the fake.
 */
export function fakeHorizontalLayout(width = 100): () => void {
  const proto = HTMLElement.prototype;
  const saved = ['offsetWidth', 'offsetHeight', 'offsetLeft', 'offsetTop'].map(
    (key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const,
  );
  Object.defineProperty(proto, 'offsetWidth', { configurable: true, get: () => width });
  Object.defineProperty(proto, 'offsetHeight', { configurable: true, get: () => width });
  Object.defineProperty(proto, 'offsetTop', { configurable: true, get: () => 0 });
  Object.defineProperty(proto, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      const siblings = this.parentElement ? Array.from(this.parentElement.children) : [];
      return Math.max(0, siblings.indexOf(this)) * width;
    },
  });
  // Embla reads slide margins; happy-dom leaves unset ones empty, which would parse as NaN.
  const originalComputedStyle = window.getComputedStyle;
  window.getComputedStyle = ((element: Element, pseudo?: string | null) => {
    const style = originalComputedStyle.call(window, element, pseudo);
    return new Proxy(style, {
      get(target, property) {
        if (property === 'getPropertyValue') {
          return (name: string) =>
            target.getPropertyValue(name) || (name.startsWith('margin') ? '0px' : '');
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }) as typeof window.getComputedStyle;
  return () => {
    window.getComputedStyle = originalComputedStyle;
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, key, descriptor);
      else Reflect.deleteProperty(proto, key);
    }
  };
}

/**
 * Makes `matchMedia` report the given reduced-motion preference. Returns a function that undoes it.
 */
export function fakeReducedMotion(reduce: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
