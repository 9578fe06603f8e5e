import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: {
    label: 'About me',
    maxLength: 20,
    counterText: (n: number, max: number) => `${n} of ${max} characters`,
    onChange: fn(),
  },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'About me' });
    await expect(canvas.getByText('0 of 20 characters')).toBeVisible();
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await userEvent.keyboard('Hello there');
    await expect(args.onChange).toHaveBeenLastCalledWith('Hello there');
    await expect(canvas.getByText('11 of 20 characters')).toBeVisible();
    await expect(area).toHaveAccessibleDescription('11 of 20 characters');
    // The browser stops at the maximum.
    await userEvent.keyboard(' and more and more');
    await expect(area).toHaveValue('Hello there and more');
  },
};

export const Playground: Story = { args: { maxLength: 500, description: 'Tell others about yourself' } };
