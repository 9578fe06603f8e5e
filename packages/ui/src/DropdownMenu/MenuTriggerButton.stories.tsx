import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DropdownMenu } from './DropdownMenu';
import { accountItems } from './DropdownMenu.fixtures';
import { LanguageMenu } from '../LanguageMenu';
import { MenuTriggerButton } from './MenuTriggerButton';

const meta = {
  title: 'Overlays/MenuTriggerButton',
  component: MenuTriggerButton,
  args: { children: 'Anna', onOpen: fn(), onIntent: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof MenuTriggerButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for a closed menu: a menu button that asks to open on click, Enter or ArrowDown. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Anna' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(button);
    await expect(args.onIntent).toHaveBeenCalled();
    await userEvent.click(button);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(3);
  },
};

/** The same size as the real triggers it stands in for. */
export const SameAsTheMenus: Story = {
  args: { size: 'small' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <MenuTriggerButton {...args} label="Account placeholder">
        Anna
      </MenuTriggerButton>
      <DropdownMenu
        size="small"
        trigger="Anna"
        triggerLabel="Account menu"
        items={accountItems}
        onSelect={fn()}
      />
      <MenuTriggerButton {...args} look="outlined" label="Language placeholder">
        English
      </MenuTriggerButton>
      <LanguageMenu
        size="small"
        label="Language"
        current="en"
        onChange={fn()}
        locales={[
          { code: 'en', name: 'English' },
          { code: 'nl', name: 'Nederlands' },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = (name: string | RegExp) => canvas.getByRole('button', { name }).getBoundingClientRect();
    await expect(box('Account placeholder').width).toBe(box('Account menu').width);
    await expect(box('Account placeholder').height).toBe(box('Account menu').height);
    await expect(box('Language placeholder').width).toBe(box('Language: English').width);
    await expect(box('Language placeholder').height).toBe(32);
  },
};
