import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeReducedMotion } from '../../test/fakeLayout';
import { Hero } from './Hero';

const props = {
  videoSrc: '/media/hero.mp4',
  posterSrc: '/media/hero-poster.jpg',
  title: 'Research peptides',
  text: 'Tested and shipped from the EU.',
  cta: { label: 'Shop Now', href: '/shop' },
};

/** Waits past the point where idle work (a fallback timer where there is no idle callback) has run. */
const idle = () => new Promise((done) => setTimeout(done, 50));

describe('Hero', () => {
  let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
  let pause: ReturnType<typeof vi.fn<() => void>>;
  let undoMotion: (() => void) | undefined;

  beforeEach(() => {
    play = vi.fn<() => Promise<void>>(() => Promise.resolve());
    pause = vi.fn<() => void>();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  });

  afterEach(() => {
    undoMotion?.();
    undoMotion = undefined;
  });

  it('given a title, text and call to action, it names the band by its heading and links Shop Now to /shop', () => {
    render(<Hero {...props} />);
    expect(screen.getByRole('region', { name: 'Research peptides' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Research peptides' })).toBeTruthy();
    expect(screen.getByText('Tested and shipped from the EU.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/shop');
  });

  it('given the video, it loads nothing up front, is muted, loops inline and has a poster and size', () => {
    render(<Hero {...props} />);
    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('loop')).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(video.getAttribute('poster')).toBe('/media/hero-poster.jpg');
    expect(video.getAttribute('width')).toBe('1920');
    expect(video.getAttribute('height')).toBe('1080');
    expect(video.querySelector('source')?.getAttribute('src')).toBe('/media/hero.mp4');
    expect(video.getAttribute('aria-hidden')).toBe('true');
  });

  it('given no motion preference, it plays the video once the browser is idle, not while mounting, and offers to pause it', async () => {
    render(<Hero {...props} />);
    expect(play).not.toHaveBeenCalled();
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeTruthy();
  });

  it('given the user prefers reduced motion, it does not play the video and offers to play it', async () => {
    undoMotion = fakeReducedMotion(true);
    render(<Hero {...props} />);
    await idle();
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play background video' })).toBeTruthy();
  });

  it('given reduced motion and a press of Play, it plays after all', async () => {
    undoMotion = fakeReducedMotion(true);
    render(<Hero {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeTruthy();
  });

  it('given a playing video and a press of Pause, it pauses', async () => {
    render(<Hero {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play background video' })).toBeTruthy();
  });

  it('given a browser that refuses to play, the poster stays and nothing throws', async () => {
    play.mockImplementation(() => Promise.reject(new Error('NotAllowedError')));
    expect(() => render(<Hero {...props} />)).not.toThrow();
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(screen.getByTestId('hero-video').getAttribute('poster')).toBe('/media/hero-poster.jpg');
  });

  it('given the Hero leaves before the browser is idle, it never starts the video', async () => {
    const { unmount } = render(<Hero {...props} />);
    unmount();
    await idle();
    expect(play).not.toHaveBeenCalled();
  });

  it('given heading level 2, the title is an h2', () => {
    render(<Hero {...props} headingLevel="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Research peptides' })).toBeTruthy();
  });
});
