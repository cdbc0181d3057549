import { MESSAGES } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination';

const meta = {
  title: 'Catalogue/Pagination',
  component: Pagination,
  args: {
    page: 1,
    pageCount: 3,
    hrefOf: (page: number) => (page === 1 ? '/shop' : `/shop?page=${page}`),
    label: MESSAGES.paginationLabel,
    previousLabel: MESSAGES.previousPage,
    nextLabel: MESSAGES.nextPage,
    pageLabel: MESSAGES.pageLink,
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 2 } };
export const LastPage: Story = { args: { page: 3 } };
export const ManyPages: Story = { args: { page: 7, pageCount: 20 } };
