import { MESSAGES } from '@peptide/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogCard } from './BlogCard';

const post = {
  title: 'Storing research peptides',
  href: '/blog-single/storing-research-peptides',
  image: 'https://example.test/storage.jpg',
  date: '2026-03-14T15:45:00',
};

describe('BlogCard', () => {
  it('given a post, its title and Read More link to the post', () => {
    render(<BlogCard post={post} />);
    expect(
      screen.getByRole('link', { name: 'Storing research peptides' }).getAttribute('href'),
    ).toBe(post.href);
    const readMore = screen.getByRole('link', {
      name: new RegExp(`^${MESSAGES.readMore}\\s*: ${post.title}$`),
    });
    expect(readMore.getAttribute('href')).toBe(post.href);
  });

  it('given a post, it shows the date and time it was published', () => {
    render(<BlogCard post={post} />);
    const time = screen.getByText('Mar 14, 2026 · 3:45 PM');
    expect(time.getAttribute('datetime')).toBe(post.date);
  });
});
