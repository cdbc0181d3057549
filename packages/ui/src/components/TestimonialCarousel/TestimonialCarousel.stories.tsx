import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleTestimonials } from '../../stories/fixtures';
import { TestimonialCarousel } from './TestimonialCarousel';

const meta = {
  title: 'Content/TestimonialCarousel',
  component: TestimonialCarousel,
  args: { testimonials: sampleTestimonials },
} satisfies Meta<typeof TestimonialCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleTestimonial: Story = { args: { testimonials: sampleTestimonials.slice(0, 1) } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };

/**
 * With no testimonials there is nothing to show; a page leaves the carousel out rather than show
 * an empty frame.
 */
export const Empty: Story = { args: { testimonials: [] } };
