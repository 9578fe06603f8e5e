import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Name', description: 'Shown on your profile', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAccessibleDescription('Shown on your profile');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Anna');
    await expect(input).toHaveValue('Anna');
    await expect(args.onChange).toHaveBeenLastCalledWith('Anna');
  },
};

export const Playground: Story = {
  args: { placeholder: 'Your first name', isRequired: true, errorMessage: '' },
};
