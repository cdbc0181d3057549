import type { Meta, StoryObj } from '@storybook/react-vite';
import { longProductName, vialArt } from '../../stories/fixtures';
import { CoaCard } from './CoaCard';

const coa = {
  title: 'BPC-157 5 mg: HPLC purity 99.2%',
  image: vialArt('BPC-157', '5 mg'),
  href: 'https://janoshik.example/verify/bpc-157-5mg',
};

const meta = {
  title: 'Content/CoaCard',
  component: CoaCard,
  args: { coa },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
} satisfies Meta<typeof CoaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MissingImage: Story = { args: { coa: { ...coa, image: null } } };
export const LongName: Story = { args: { coa: { ...coa, title: longProductName } } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
