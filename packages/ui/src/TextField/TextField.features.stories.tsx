import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField/Features',
  component: TextField,
  args: { label: 'Name' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: 'Your first name' } };

export const WithError: Story = {
  args: { defaultValue: 'A', errorMessage: 'Name must be at least 2 characters.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Name must be at least 2 characters.');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Name must be at least 2 characters.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Name/ })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Anna' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'A very long label that explains in detail what this field is for and why we ask it',
    defaultValue: 'Alexandria-Konstantina Papadopoulou-Vanderbilt-Oppenheimer the Third',
    description: 'A description that is long enough to wrap onto a second line in a narrow column.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const RightToLeft: Story = {
  args: { label: 'الاسم', description: 'يظهر في ملفك الشخصي', defaultValue: 'سارة' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'الاسم' })).toHaveValue('سارة');
  },
};
