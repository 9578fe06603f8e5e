import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rtlDecorator } from '../docs/rtl';
import { LogoutIcon, SettingsIcon, TrashIcon, UserIcon } from '../Icon/icons';
import { DropdownMenu } from './DropdownMenu';
import { accountItems } from './DropdownMenu.fixtures';

const meta = {
  title: 'Overlays/DropdownMenu/Features',
  component: DropdownMenu,
  args: { trigger: 'Anna', items: accountItems, onSelect: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Escape closes without selecting; ArrowUp opens on the last item; a click selects. */
export const EscapeAndPointer: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Anna' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await body().findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    const menu = await body().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('settings');
  },
};

/** A disabled item is skipped by the arrows and cannot be chosen. */
export const DisabledItem: Story = {
  args: {
    items: [
      { id: 'profile', label: 'My profile', icon: <UserIcon /> },
      { id: 'settings', label: 'Settings', icon: <SettingsIcon />, disabled: true },
      { id: 'logout', label: 'Logout', icon: <LogoutIcon /> },
    ],
  },
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Anna' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    const settings = within(menu).getByRole('menuitem', { name: 'Settings' });
    await expect(settings).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const DangerItem: Story = {
  args: {
    items: [
      { id: 'settings', label: 'Settings', icon: <SettingsIcon /> },
      { type: 'separator', id: 'sep' },
      { id: 'delete', label: 'Delete account', icon: <TrashIcon />, tone: 'danger' },
    ],
  },
};

export const IconTrigger: Story = {
  args: { trigger: <UserIcon size={20} />, triggerLabel: 'Account menu', hideChevron: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Account menu' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    trigger: 'Maximiliane-Alexandra von Hohenberg-Schillingsfürst',
    items: [
      {
        id: 'profile',
        label: 'My profile and everything that belongs to it, photos included',
        icon: <UserIcon />,
      },
      ...accountItems.slice(1),
    ],
    open: true,
  },
};

export const RightToLeft: Story = {
  args: {
    trigger: 'آنا',
    items: [
      { id: 'profile', label: 'ملفي الشخصي', icon: <UserIcon /> },
      { id: 'settings', label: 'الإعدادات', icon: <SettingsIcon /> },
      { type: 'separator', id: 'sep' },
      { id: 'logout', label: 'تسجيل الخروج', icon: <LogoutIcon /> },
    ],
    open: true,
  },
  decorators: [rtlDecorator],
};
