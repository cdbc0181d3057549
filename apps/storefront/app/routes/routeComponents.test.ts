import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES = import.meta.dirname;

describe('route components', () => {
  it('given every route module with a component / its default export is a routeComponent (lib/routeComponent.ts)', () => {
    const pages = readdirSync(ROUTES).filter(
      (name) => name.endsWith('.tsx') && !name.includes('.test.'),
    );
    const unwrapped = pages.filter((name) => {
      const source = readFileSync(join(ROUTES, name), 'utf8');
      return /^export default /m.test(source) && !/^export default routeComponent\(/m.test(source);
    });
    expect(pages.length).toBeGreaterThan(25);
    expect(unwrapped).toEqual([]);
  });
});
