import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IndexScreen } from './IndexScreen';
import { indexFixture, loggedInFixture } from './IndexScreen.fixtures';

const meta = {
  title: 'Screens/Index',
  component: IndexScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...indexFixture, onSignup: fn(), onLogin: fn(), onSearch: fn(), onMessages: fn() },
} satisfies Meta<typeof IndexScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: indexFixture.indexTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up for free' }));
    await expect(args.onSignup).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const LongTitle: Story = {
  args: {
    indexTitle: 'Meet adventurous, open-minded singles from your own region who want to chat tonight',
  },
};

export const LoggedIn: Story = {
  args: { ...loggedInFixture },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back, Anna' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Search members' }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'My messages' }));
    await expect(args.onMessages).toHaveBeenCalledOnce();
  },
};
