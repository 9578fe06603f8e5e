import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox/Features',
  component: Checkbox,
  args: { children: 'I accept the terms and conditions' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'All notifications' } };

export const WithError: Story = {
  args: { errorMessage: 'Accept the terms to continue.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Accept the terms to continue.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    children:
      'I confirm that I am at least 18 years old and that I have read and accept the terms and conditions, the privacy policy and the cookie policy.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const RightToLeft: Story = {
  args: { children: 'أوافق على الشروط والأحكام', defaultSelected: true },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};
