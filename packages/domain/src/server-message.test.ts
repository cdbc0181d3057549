import { describe, expect, it } from 'vitest';
import { stripAnchorTags } from './server-message';

describe('stripAnchorTags', () => {
  it('given a message with a View cart link, it drops the link', () => {
    expect(
      stripAnchorTags(
        'You cannot add that amount. <a href="https://shop.example/cart" class="button wc-forward">View cart</a>',
      ),
    ).toBe('You cannot add that amount.');
  });

  it('given an unclosed or upper-case anchor, it drops the tags', () => {
    expect(stripAnchorTags('Sold out <A HREF="/x">now')).toBe('Sold out now');
    expect(stripAnchorTags('Gone </a>')).toBe('Gone');
  });

  it('given other markup or plain text, it keeps it', () => {
    expect(stripAnchorTags('<strong>Out</strong> of stock')).toBe('<strong>Out</strong> of stock');
    expect(stripAnchorTags('<abbr>EU</abbr>')).toBe('<abbr>EU</abbr>');
    expect(stripAnchorTags(undefined)).toBe('');
  });
});
