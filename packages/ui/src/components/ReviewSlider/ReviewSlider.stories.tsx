import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleTestimonials } from '../../stories/fixtures';
import { Skeleton } from '../Skeleton/Skeleton';
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

/** While the reviews load: one skeleton block per slide, the height of a short review. */
export const Loading: Story = {
  args: { children: [1, 2, 3].map((slot) => <Skeleton key={slot} height="8rem" radius={12} />) },
};

/**
 * With no reviews the slider has nothing to show; a page leaves it out rather than show an empty
 * frame.
 */
export const Empty: Story = { args: { children: [] } };
