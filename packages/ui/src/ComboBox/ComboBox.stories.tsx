import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox } from './ComboBox';

const cities = [
  { value: 'amsterdam', label: 'Amsterdam' },
  { value: 'antwerp', label: 'Antwerp' },
  { value: 'berlin', label: 'Berlin' },
  { value: 'brussels', label: 'Brussels' },
  { value: 'rotterdam', label: 'Rotterdam' },
];

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: {
    label: 'City',
    options: cities,
    buttonLabel: 'Show suggestions',
    emptyText: 'No city found',
    onChange: fn(),
  },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Br');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Brussels' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('brussels'));
    await expect(input).toHaveValue('Brussels');
  },
};

export const Playground: Story = {
  args: { placeholder: 'Start typing a city', description: 'Where you live' },
};
