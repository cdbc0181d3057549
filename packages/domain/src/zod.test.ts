import { describe, expect, it } from 'vitest';
import { z } from './zod';

describe('zod as the schemas take it', () => {
  it('given a page under a policy without eval / schemas never build or probe new Function', () => {
    const original = globalThis.Function;
    const calls: unknown[] = [];
    globalThis.Function = new Proxy(original, {
      apply: (target, self, args) => {
        calls.push(args);
        return Reflect.apply(target, self, args);
      },
      construct: (target, args) => {
        calls.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ name: z.string(), quantity: z.number() });
      expect(schema.safeParse({ name: 'Ada', quantity: 2 }).success).toBe(true);
      expect(schema.safeParse({ name: 'Ada' }).success).toBe(false);
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toEqual([]);
  });
});
