import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IndexScreen } from './IndexScreen';
import { indexFixture, loggedInFixture } from './IndexScreen.fixtures';

const meta = {
  title: 'Screens/Index',
  component: IndexScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...indexFixture },
} satisfies Meta<typeof IndexScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: indexFixture.indexTitle })).toBeVisible();
    // The ways in are links (they navigate), not buttons.
    await expect(canvas.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongTitle: Story = {
  args: {
    indexTitle: 'Meet adventurous, open-minded singles from your own region who want to chat tonight',
  },
};

export const LoggedIn: Story = {
  args: { ...loggedInFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back, Anna' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    await expect(canvas.getByRole('link', { name: 'My messages' })).toHaveAttribute('href', '/chats');
  },
};
