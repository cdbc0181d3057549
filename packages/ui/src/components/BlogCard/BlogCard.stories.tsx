import type { Meta, StoryObj } from '@storybook/react-vite';
import { longProductName, vialArt } from '../../stories/fixtures';
import { BlogCard } from './BlogCard';

const post = {
  title: 'Reconstituting lyophilised peptides: a bench checklist',
  href: '/blog-single/reconstituting-lyophilised-peptides',
  image: vialArt('BPC-157', '5 mg'),
  date: '2026-03-14T09:05:00',
  excerpt: 'Temperatures, diluents and storage times that keep research samples stable.',
};

const meta = {
  title: 'Content/BlogCard',
  component: BlogCard,
  args: { post },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MissingImage: Story = { args: { post: { ...post, image: null } } };
export const LongTitle: Story = { args: { post: { ...post, title: longProductName } } };
export const WithoutExcerpt: Story = { args: { post: { ...post, excerpt: null } } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
