import { MESSAGES, TIMINGS } from '@peptide/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PostBody } from './PostBody';

const post = {
  title: 'Storing research peptides',
  content: '<h2>Before</h2><p>Cold and dry.</p><h3 id="diluent">Diluent</h3><h2>After</h2>',
  date: '2026-03-14T09:05:00',
  author: { firstName: 'Marta' },
};

describe('PostBody', () => {
  it('given a post, it shows title, author first name and date', () => {
    render(<PostBody post={post} />);
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeTruthy();
    expect(screen.getByText('By Marta')).toBeTruthy();
    expect(screen.getByText('Mar 14, 2026')).toBeTruthy();
  });

  it('given no author, it says Unknown', () => {
    render(<PostBody post={{ ...post, author: null }} />);
    expect(screen.getByText(`By ${MESSAGES.unknownAuthor}`)).toBeTruthy();
  });

  it('given headings, the table of contents links to each and the headings get ids', () => {
    render(<PostBody post={post} />);
    const nav = screen.getByRole('navigation', { name: MESSAGES.tableOfContents });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.hash]);
    expect(links).toEqual([
      ['Before', '#before'],
      ['Diluent', '#diluent'],
      ['After', '#after'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Before' }).id).toBe('before');
    expect(screen.getByRole('heading', { level: 2, name: 'After' }).id).toBe('after');
  });

  it('given the table of contents toggle, it collapses and expands with the 300 ms timing', async () => {
    render(<PostBody post={post} />);
    const toggle = screen.getByRole('button', { name: MESSAGES.tableOfContents });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.style.animationDuration).toBe(`${TIMINGS.collapseTransition}ms`);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('navigation', { name: MESSAGES.tableOfContents })).toBeTruthy();
  });

  it('given a body without headings, there is no table of contents', () => {
    render(<PostBody post={{ ...post, content: '<p>Short note.</p>' }} />);
    expect(screen.queryByRole('button', { name: MESSAGES.tableOfContents })).toBeNull();
    expect(screen.getByText('Short note.')).toBeTruthy();
  });

  it('given an empty body, it says no content is available', () => {
    render(<PostBody post={{ ...post, content: '' }} />);
    expect(screen.getByText(MESSAGES.noContent)).toBeTruthy();
  });

  it('while loading, it announces a busy status instead of the not-found message', () => {
    render(<PostBody loading />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(MESSAGES.noPostFound)).toBeNull();
  });

  it('while loading, it shows the post skeleton', () => {
    render(<PostBody loading />);
    expect(screen.getByTestId('post-skeleton')).toBeTruthy();
  });

  it('given no post, it says none was found and links on to the shop', () => {
    render(<PostBody post={null} />);
    expect(screen.getByText(MESSAGES.noPostFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: MESSAGES.browseProducts }).getAttribute('href')).toBe(
      '/shop',
    );
  });

  it('given no post and another next step, it offers that one', () => {
    render(<PostBody post={null} nextStep={{ label: 'Back to the blog', href: '/blog' }} />);
    expect(screen.getByRole('link', { name: 'Back to the blog' }).getAttribute('href')).toBe(
      '/blog',
    );
  });

  it('given no post and no next step, it shows no link', () => {
    render(<PostBody post={null} nextStep={null} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('given a load error, it shows the message and a way on', () => {
    render(<PostBody error="Network request failed" />);
    expect(screen.getByRole('alert').textContent).toBe('Error: Network request failed');
    expect(screen.getByRole('link', { name: MESSAGES.browseProducts })).toBeTruthy();
  });
});
