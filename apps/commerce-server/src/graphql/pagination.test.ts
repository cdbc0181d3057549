import { encodeBase64, SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import {
  COA_PAGE,
  DEFAULT_PAGE,
  MAX_PAGE_SIZE,
  NESTED_PAGE,
  offsetPageOfRows,
  pageOfRows,
  paginate,
} from './pagination';

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

  it('given first or size above 100, every kind of list answers 100 items, as WPGraphQL caps them, rather than an error', async () => {
    const many = Array.from({ length: 250 }, (_, index) => index);
    for (const defaults of [DEFAULT_PAGE, NESTED_PAGE, COA_PAGE]) {
      expect(paginate(many, { first: 1000 }, defaults).nodes).toHaveLength(MAX_PAGE_SIZE);
    }
    const limits: number[] = [];
    const rows = await pageOfRows({ first: 1000 }, async ({ offset, limit }) => {
      limits.push(limit);
      return many.slice(offset, offset + limit);
    });
    expect(rows.nodes).toHaveLength(100);
    expect(limits).toEqual([101]);
    const sized = await offsetPageOfRows({ size: 1000 }, async ({ offset, limit }) => ({
      rows: many.slice(offset, offset + limit),
      total: many.length,
    }));
    expect(sized.nodes).toHaveLength(100);
    expect(paginate(many, {}, NESTED_PAGE).nodes).toHaveLength(100);
  });

  it('given a cursor past any offset an exact number holds, it refuses it as bad input', async () => {
    for (const index of ['99999999999999999999', String(Number.MAX_SAFE_INTEGER), '1e3', '-1']) {
      const after = encodeBase64(`arrayconnection:${index}`);
      expect(() => paginate(items, { after }), index).toThrow(SERVER_MESSAGES.invalidCursor);
      await expect(
        pageOfRows({ after }, async () => []),
        index,
      ).rejects.toMatchObject({
        message: SERVER_MESSAGES.invalidCursor,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('given a well-formed cursor past the last item, the page is empty and follows a previous one', async () => {
    for (const index of [25, 10_000, Number.MAX_SAFE_INTEGER - 1]) {
      const after = encodeBase64(`arrayconnection:${index}`);
      expect(paginate(items, { after }).pageInfo, String(index)).toEqual({
        startCursor: null,
        endCursor: null,
        hasNextPage: false,
        hasPreviousPage: true,
      });
      const offsets: number[] = [];
      const page = await pageOfRows({ after }, async ({ offset }) => {
        offsets.push(offset);
        return [];
      });
      expect(page.nodes).toEqual([]);
      expect(offsets).toEqual([index + 1]);
    }
  });

  it('given a negative first or a foreign cursor, it refuses clearly', () => {
    expect(() => paginate(items, { first: -1 })).toThrow('first must be a positive integer.');
    expect(() => paginate(items, { after: 'bm9wZQ==' })).toThrow(
      'The "after" cursor is not valid.',
    );
  });
});
