import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelect } from './NativeSelect';

const countries = [
  { value: 'NL', label: 'Netherlands' },
  { value: 'BE', label: 'Belgium' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
];

const meta = {
  title: 'Forms/NativeSelect',
  component: NativeSelect,
  args: { label: 'Country', placeholder: 'Choose a country', options: countries, onChange: fn() },
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveValue('');
    await expect(within(select).getByRole('option', { name: 'Choose a country' })).toBeDisabled();
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'BE');
    await expect(args.onChange).toHaveBeenLastCalledWith('BE');
    await expect(select).toHaveValue('BE');
  },
};

export const Playground: Story = { args: { defaultValue: 'DE', description: 'Where you live' } };
