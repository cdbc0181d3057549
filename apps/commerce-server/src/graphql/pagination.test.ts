import { describe, expect, it } from 'vitest';
import { paginate } from './pagination';

const items = Array.from({ length: 25 }, (_, index) => index);

describe('paginate', () => {
  it('given no first, it answers the default page', () => {
    const page = paginate(items, {});
    expect(page.nodes).toEqual(items.slice(0, 10));
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  });

  it('given an after cursor, the next page starts right after it', () => {
    const first = paginate(items, { first: 20 });
    const second = paginate(items, { first: 20, after: first.pageInfo.endCursor });
    expect(second.nodes).toEqual([20, 21, 22, 23, 24]);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('given first above the maximum, it is capped', () => {
    expect(paginate(items, { first: 1000 }, { first: 10, max: 5 }).nodes).toHaveLength(5);
  });

  it('given a negative first or a foreign cursor, it refuses clearly', () => {
    expect(() => paginate(items, { first: -1 })).toThrow('first must be a positive integer.');
    expect(() => paginate(items, { after: 'bm9wZQ==' })).toThrow(
      'The "after" cursor is not valid.',
    );
  });
});
