import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea/Features',
  component: TextArea,
  args: { label: 'Message', maxLength: 100, counterText: (n: number, max: number) => `${n}/${max}` },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: 'Write something nice…' } };

export const NearLimit: Story = {
  args: { defaultValue: 'x'.repeat(95) },
  play: async ({ canvasElement }) => {
    const counter = within(canvasElement).getByText('95/100');
    await expect(counter).toHaveAttribute('data-near-limit');
  },
};

export const WithoutCounter: Story = {
  args: { maxLength: undefined, description: 'No limit here' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/\/100/)).toBeNull();
  },
};

export const WithError: Story = {
  args: { defaultValue: 'Hi', errorMessage: 'Write at least 10 characters.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox');
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(/Write at least 10 characters\./);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Read only text' } };

export const LongText: Story = {
  args: {
    maxLength: 1000,
    defaultValue:
      'I enjoy hiking in the mountains, cooking for friends, reading novels on rainy Sunday afternoons and discovering small restaurants in cities I have never been to before.',
  },
};

export const RightToLeft: Story = {
  args: { label: 'رسالة', defaultValue: 'مرحبا' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};
