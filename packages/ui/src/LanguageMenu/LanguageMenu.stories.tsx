import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LOCALES, NATIVE_LOCALE_NAMES } from '@amori/core';
import { LanguageMenu } from './LanguageMenu';

const locales = LOCALES.map((code) => ({ code, name: NATIVE_LOCALE_NAMES[code] }));

const meta = {
  title: 'Navigation/LanguageMenu',
  component: LanguageMenu,
  args: { locales, current: 'en', label: 'Language', onChange: fn() },
} satisfies Meta<typeof LanguageMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Language: English' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const english = within(menu).getByRole('menuitemradio', { name: 'English' });
    await expect(english).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Nederlands' })).toHaveAttribute(
      'lang',
      'nl',
    );
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(11);
    // Type-ahead by native name, as a Dutch visitor would look for "Nederlands".
    await userEvent.keyboard('Ned');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Nederlands' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('nl');
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

export const Playground: Story = { args: { current: 'nl' } };
