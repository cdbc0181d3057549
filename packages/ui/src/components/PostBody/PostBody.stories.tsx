import type { Meta, StoryObj } from '@storybook/react-vite';
import { vialArt } from '../../stories/fixtures';
import { PostBody } from './PostBody';

const content = `
<p>Lyophilised peptides are stable for months when kept dry and cold. Once reconstituted, their
shelf life shortens and handling matters.</p>
<h2>Before reconstitution</h2>
<p>Keep vials sealed at -20 °C, away from light, and let them reach room temperature before opening.</p>
<h3>Choosing a diluent</h3>
<p>Bacteriostatic water suits most research peptides; check the certificate of analysis first.</p>
<h2 id="after">After reconstitution</h2>
<p>Store research peptides in the fridge at 2-8 °C and use them within the period your protocol allows.</p>
<h3>Avoiding freeze-thaw cycles</h3>
<p>Split the solution into aliquots so each is thawed once.</p>
`;

const post = {
  title: 'Storing research peptides before and after reconstitution',
  content,
  date: '2026-03-14T09:05:00',
  author: { firstName: 'Marta', name: 'marta.v' },
  image: vialArt('BPC-157', '5 mg'),
};

const meta = {
  title: 'Content/PostBody',
  component: PostBody,
  args: { post },
} satisfies Meta<typeof PostBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TableOfContentsCollapsed: Story = { args: { defaultTocOpen: false } };
export const UnknownAuthorAndNoImage: Story = {
  args: { post: { ...post, author: null, image: null } },
};
export const NoContent: Story = { args: { post: { ...post, content: '' } } };
export const NotFound: Story = { args: { post: null } };
export const Loading: Story = { args: { post: null, loading: true } };
export const LoadError: Story = { args: { post: null, error: 'Network request failed' } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
