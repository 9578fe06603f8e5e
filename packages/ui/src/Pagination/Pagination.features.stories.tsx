import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Navigation/Pagination/Features',
  component: Pagination,
  args: {
    page: 50,
    pageCount: 100,
    label: 'Pages',
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    pageLabel: (n: number) => `Page ${n}`,
    onChange: fn(),
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPages: Story = {
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement)
      .getAllByRole('button')
      .map((b) => b.textContent);
    await expect(buttons).toEqual(['', '1', '49', '50', '51', '100', '']);
  },
};

export const LastPage: Story = {
  args: { page: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const RightToLeft: Story = {
  args: { label: 'الصفحات', previousLabel: 'السابق', nextLabel: 'التالي', page: 3, pageCount: 5 },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};
