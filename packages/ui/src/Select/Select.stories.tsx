import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const countries = [
  { value: 'NL', label: 'Netherlands' },
  { value: 'BE', label: 'Belgium' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Country', placeholder: 'Choose a country', options: countries, onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Country/ });
    await expect(trigger).toHaveTextContent('Choose a country');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Netherlands' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('BE');
    await expect(trigger).toHaveTextContent('Belgium');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

export const Playground: Story = { args: { defaultValue: 'DE', description: 'Where you live' } };
