import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { longProductName, vialArt } from '../../stories/fixtures';
import { CoaCard } from './CoaCard';

const coa = {
  title: 'BPC-157 5 mg: HPLC purity 99.2%',
  image: vialArt('BPC-157', '5 mg'),
  href: 'https://janoshik.example/verify/bpc-157-5mg',
  lab: 'Janoshik Analytical',
  date: '2026-02-18',
  batch: 'BPC-2402-A',
};

/** One card at the width a COA grid cell has. */
const cell: Decorator = (Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>;

const meta = {
  title: 'Content/CoaCard',
  component: CoaCard,
  args: { coa },
} satisfies Meta<typeof CoaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [cell] };
/** Only what the static verification cards have: a title, an image and the lab's link. */
export const TitleAndLinkOnly: Story = {
  args: { coa: { title: coa.title, image: coa.image, href: coa.href } },
  decorators: [cell],
};
export const MissingImage: Story = { args: { coa: { ...coa, image: null } }, decorators: [cell] };
export const LongName: Story = {
  args: { coa: { ...coa, title: longProductName } },
  decorators: [cell],
};
export const Grid: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      <CoaCard coa={coa} />
      <CoaCard coa={{ ...coa, title: 'TB-500 10 mg: HPLC purity 99.5%', batch: 'TB-2401-C' }} />
      <CoaCard coa={{ title: 'Semaglutide 5 mg', image: null, href: coa.href }} />
    </div>
  ),
};
export const Mobile: Story = { globals: { viewport: { value: 'phone' } }, decorators: [cell] };
