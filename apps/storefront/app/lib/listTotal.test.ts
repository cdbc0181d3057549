import { describe, expect, it } from 'vitest';
import { leastTotal, listTotal, reportedTotal } from './listTotal';

const never = () => Promise.reject(new Error('the page’s own report holds; nothing is counted'));

describe('listTotal', () => {
  it('given a first page whose found bears it out / it is the list’s size, counted once', async () => {
    const page = { skipped: 0, shown: 12, more: true, reported: 15 };
    expect(await listTotal(page, never)).toBe(15);
  });

  it('given WooGraphQL 1.0.2’s found: null after a cursor / it is the cursor-less count', async () => {
    const page = { skipped: 12, shown: 3, more: false, reported: null };
    expect(reportedTotal(page)).toBeNull();
    expect(await listTotal(page, async () => 15)).toBe(15);
  });

  it('given Offset Pagination’s total: 0 above 12 products / it is the cursor-less count', async () => {
    const page = { skipped: 0, shown: 12, more: true, reported: 0 };
    expect(reportedTotal(page)).toBeNull();
    expect(await listTotal(page, async () => 15)).toBe(15);
  });

  it('given no count holds either / it is the least the page shows, one past it while more follow', async () => {
    const middle = { skipped: 12, shown: 12, more: true, reported: null };
    expect(await listTotal(middle, async () => null)).toBe(25);
    const last = { skipped: 24, shown: 3, more: false, reported: 0 };
    expect(await listTotal(last, async () => 0)).toBe(27);
    expect(leastTotal(last)).toBe(27);
  });

  it('given an empty list reported as empty / it is 0', async () => {
    const page = { skipped: 0, shown: 0, more: false, reported: 0 };
    expect(await listTotal(page, never)).toBe(0);
  });

  it('given an empty page past the first, reported 0 / it is the cursor-less count', async () => {
    const page = { skipped: 24, shown: 0, more: false, reported: 0 };
    expect(reportedTotal(page)).toBeNull();
    expect(await listTotal(page, async () => 15)).toBe(15);
  });
});
