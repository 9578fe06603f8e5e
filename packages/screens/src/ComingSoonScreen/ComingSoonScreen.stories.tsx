import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoonScreen } from './ComingSoonScreen';
import { comingSoonFixture } from './ComingSoonScreen.fixtures';

const meta = {
  title: 'Screens/ComingSoon',
  component: ComingSoonScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...comingSoonFixture },
} satisfies Meta<typeof ComingSoonScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  },
};
