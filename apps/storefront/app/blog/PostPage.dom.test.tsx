import { MESSAGES } from '@peptide/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PostPage } from './PostPage';

afterEach(cleanup);

const post = {
  title: 'How to Reconstitute Research Peptides',
  slug: 'how-to-reconstitute-research-peptides',
  summary: 'A guide.',
  date: '2025-03-02T09:00:00.000Z',
  author: { firstName: 'Elena', name: 'Elena Marsh' },
  image: null,
  content: '<h1>Basics</h1><p>Powder.</p><h2>What you need</h2><p>Water.</p><h3>Volume</h3>',
};

describe('PostPage', () => {
  it('given a post / it shows title, author, date, a table of contents and the body', () => {
    render(<PostPage post={post} error={null} />);
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeTruthy();
    expect(screen.getByText('By Elena')).toBeTruthy();
    expect(screen.getByText('Mar 2, 2025')).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: MESSAGES.tableOfContents });
    expect(toc.querySelector('a[href="#what-you-need"]')?.textContent).toBe('What you need');
    expect(screen.getByRole('heading', { level: 2, name: 'What you need' }).id).toBe(
      'what-you-need',
    );
  });

  it('given the table of contents / its button closes and reopens it', () => {
    render(<PostPage post={post} error={null} />);
    const toggle = screen.getByRole('button', { name: MESSAGES.tableOfContents });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('given a post without author or body / it says Unknown and No content available.', () => {
    render(<PostPage post={{ ...post, author: null, content: '' }} error={null} />);
    expect(screen.getByText(`By ${MESSAGES.unknownAuthor}`)).toBeTruthy();
    expect(screen.getByText(MESSAGES.noContent)).toBeTruthy();
  });

  it('given no post / it says No post found. and offers the blog', () => {
    render(<PostPage post={null} error={null} />);
    expect(screen.getByText(MESSAGES.noPostFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the blog' }).getAttribute('href')).toBe(
      '/blog',
    );
  });

  it('given a load failure / it says Error: {message} and offers the blog', () => {
    render(<PostPage post={null} error="Response not successful: Received status code 502" />);
    expect(
      screen.getByText(MESSAGES.errorGeneric('Response not successful: Received status code 502')),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the blog' })).toBeTruthy();
  });
});
