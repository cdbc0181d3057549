import type { Meta, StoryObj } from '@storybook/react-vite';
import { heroPoster } from '../../stories/fixtures';
import { Hero } from './Hero';

const meta = {
  title: 'Home/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    // Storybook ships no video: the poster stays, as it does before the video loads.
    videoSrc: '/media/hero.mp4',
    posterSrc: heroPoster(),
    title: 'Research peptides, tested and shipped from the EU',
    text: 'Lyophilised peptides, powders and bacteriostatic water for laboratory research, each batch with its certificate of analysis.',
    cta: { label: 'Shop Now', href: '/shop' },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongTitle: Story = {
  args: {
    title:
      'Third-party tested research peptides and bacteriostatic water, shipped across the EU from our own warehouse',
  },
};
/** The video paused by its button: the label turns to Play background video. */
export const Paused: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: /background video/ });
    if (toggle.getAttribute('aria-label') === 'Pause background video') {
      await userEvent.click(toggle);
    }
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
