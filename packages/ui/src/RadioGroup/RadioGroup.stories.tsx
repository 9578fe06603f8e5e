import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'woman', label: 'Woman' },
  { value: 'man', label: 'Man' },
  { value: 'couple', label: 'Couple' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'I am looking for', options, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'I am looking for' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Woman' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Man' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('man');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Couple' })).toBeChecked();
  },
};

export const Playground: Story = { args: { orientation: 'horizontal', defaultValue: 'man' } };
