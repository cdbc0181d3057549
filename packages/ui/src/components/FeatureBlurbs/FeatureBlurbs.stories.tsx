import type { Meta, StoryObj } from '@storybook/react-vite';
import { FEATURE_BLURBS, FeatureBlurbs } from './FeatureBlurbs';

const meta = {
  title: 'Home/FeatureBlurbs',
  component: FeatureBlurbs,
} satisfies Meta<typeof FeatureBlurbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongTexts: Story = {
  args: {
    blurbs: FEATURE_BLURBS.map((blurb) => ({
      ...blurb,
      text: `${blurb.text} Certificates, batch numbers and storage notes are listed for every product we sell.`,
    })),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
