import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleFaqs } from '../../stories/fixtures';
import { FaqAccordion } from './FaqAccordion';

const meta = {
  title: 'Content/FaqAccordion',
  component: FaqAccordion,
  args: { items: sampleFaqs },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const FirstOpen: Story = { args: { defaultOpenId: 'countries' } };
