import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailField } from './EmailField';

const meta = {
  title: 'Forms/EmailField',
  component: EmailField,
  args: { label: 'E-mail', onChange: fn() },
} satisfies Meta<typeof EmailField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.click(input);
    await userEvent.keyboard('anna@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('anna@example.com');
  },
};

export const Playground: Story = { args: { placeholder: 'you@example.com', isRequired: true } };
