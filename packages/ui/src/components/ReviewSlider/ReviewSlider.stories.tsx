import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleTestimonials } from '../../stories/fixtures';
import { ReviewSlider } from './ReviewSlider';

const meta = {
  title: 'Content/ReviewSlider',
  component: ReviewSlider,
  args: {
    children: sampleTestimonials.map((review) => (
      <blockquote
        key={review.id}
        style={{ margin: 0, padding: 24, background: '#F7F9FB', borderRadius: 12 }}
      >
        <p style={{ marginTop: 0 }}>{review.review}</p>
        <footer>
          {review.name}, {review.role}
        </footer>
      </blockquote>
    )),
  },
} satisfies Meta<typeof ReviewSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneReview: Story = {
  args: { children: <blockquote style={{ margin: 0 }}>Only one review so far.</blockquote> },
};
