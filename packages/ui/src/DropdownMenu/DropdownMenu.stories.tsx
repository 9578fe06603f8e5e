import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DropdownMenu } from './DropdownMenu';
import { accountItems } from './DropdownMenu.fixtures';

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  args: { trigger: 'Anna', items: accountItems, onSelect: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Opened with the keyboard, arrowed through (the separator is skipped), selected with Enter. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Anna' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual(['My profile', 'Settings', 'Logout']);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = { args: { align: 'start' } };
