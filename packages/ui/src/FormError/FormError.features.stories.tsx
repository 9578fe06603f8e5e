import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormError } from './FormError';

const meta = {
  title: 'Forms/FormError/Features',
  component: FormError,
  args: { children: 'Wrong e-mail address or password.' },
} satisfies Meta<typeof FormError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    children:
      'Your account has been disabled because it did not follow the community rules. Contact support@amori.example with your account e-mail address to appeal this decision.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const RightToLeft: Story = {
  args: { children: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};
