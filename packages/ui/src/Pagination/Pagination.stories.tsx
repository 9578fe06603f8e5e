import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: {
    page: 1,
    pageCount: 10,
    label: 'Pages',
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    pageLabel: (n: number) => `Page ${n}`,
    onChange: fn(),
  },
  render: function Render(args: PaginationProps) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onChange={(p) => {
          setPage(p);
          args.onChange(p);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pages' }));
    await expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.tab();
    await expect(nav.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('button', { name: 'Next page' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Playground: Story = { args: { page: 5, pageCount: 20, siblings: 2 } };
