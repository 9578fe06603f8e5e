import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActivateScreen } from './ActivateScreen';

const meta = {
  title: 'Screens/Activate',
  component: ActivateScreen,
  parameters: { layout: 'fullscreen' },
  args: { outcome: 'done', continueHref: '/signup-matches', supportEmail: 'support@amori.example' },
} satisfies Meta<typeof ActivateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Your e-mail address is confirmed' }),
    ).toBeVisible();
  },
};
export const Error: Story = {
  args: { outcome: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Activation failed; something went wrong, contact support')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /support@amori.example/ })).toHaveAttribute(
      'href',
      'mailto:support@amori.example',
    );
  },
};
