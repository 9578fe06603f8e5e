import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField/Features',
  component: PasswordField,
  args: { label: 'Password', showLabel: 'Show password', hideLabel: 'Hide password' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 'secret12' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'abc', errorMessage: 'The password must be at least 6 characters.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The password must be at least 6 characters.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'secret12' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: { label: 'كلمة المرور', showLabel: 'إظهار كلمة المرور', hideLabel: 'إخفاء كلمة المرور' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};
