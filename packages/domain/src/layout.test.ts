import { describe, expect, it } from 'vitest';
import { accountTabScrollsToPanel, carouselItemsForWidth, miniCartOpenDelay } from './layout';

describe('carouselItemsForWidth', () => {
  it('given desktop, tablet and mobile widths, it shows 4, 2 and 1 items', () => {
    expect(carouselItemsForWidth(3000)).toBe(4);
    expect(carouselItemsForWidth(1024)).toBe(4);
    expect(carouselItemsForWidth(1023)).toBe(2);
    expect(carouselItemsForWidth(464)).toBe(2);
    expect(carouselItemsForWidth(463)).toBe(1);
  });

  it('given the recent products carousel, it shows one item at any width', () => {
    expect(carouselItemsForWidth(1400, 'recent')).toBe(1);
  });
});

describe('accountTabScrollsToPanel', () => {
  it('given 768 px or less, a tab click scrolls to its panel', () => {
    expect(accountTabScrollsToPanel(768)).toBe(true);
    expect(accountTabScrollsToPanel(375)).toBe(true);
  });

  it('given a wider viewport, it does not scroll', () => {
    expect(accountTabScrollsToPanel(769)).toBe(false);
  });
});

describe('miniCartOpenDelay', () => {
  it('given where the add happened, it waits 800, 1000 or 1200 ms', () => {
    expect(miniCartOpenDelay('product')).toBe(800);
    expect(miniCartOpenDelay('home')).toBe(1000);
    expect(miniCartOpenDelay('other')).toBe(1200);
  });
});
