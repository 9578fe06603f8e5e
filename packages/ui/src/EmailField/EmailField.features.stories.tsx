import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailField } from './EmailField';

const meta = {
  title: 'Forms/EmailField/Features',
  component: EmailField,
  args: { label: 'E-mail' },
} satisfies Meta<typeof EmailField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: 'you@example.com' } };

export const WithError: Story = {
  args: { defaultValue: 'anna@', errorMessage: 'Enter a valid e-mail address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid e-mail address.');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'anna@example.com' } };

export const RightToLeft: Story = {
  args: { label: 'البريد الإلكتروني', defaultValue: 'anna@example.com' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};
