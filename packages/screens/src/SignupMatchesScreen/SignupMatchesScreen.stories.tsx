import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MemberCard } from '@amori/contract';
import { SignupMatchesScreen } from './SignupMatchesScreen';

const card = (id: number, name: string, age: number): MemberCard => ({
  id,
  name,
  age,
  gender: 'female',
  country: 'NL',
  region: 'Noord-Holland',
  city: 'Amsterdam',
  fictional: false,
  kind: 'member',
  online: false,
  main_image: null,
  photo_count: 1,
  last_activity: '2026-03-01T12:00:00Z',
});

const meta = {
  title: 'Screens/SignupMatches',
  component: SignupMatchesScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    profiles: [card(1, 'Sophie', 31), card(2, 'Emma', 29), card(3, 'Lotte', 35)],
    profileHref: (id: number) => `/members/${id}`,
    searchHref: '/members',
    onRetry: fn(),
  },
} satisfies Meta<typeof SignupMatchesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Sophie/ })).toHaveAttribute(
      'href',
      '/members/1',
    );
  },
};
export const Loading: Story = { args: { status: 'loading', profiles: [] } };
export const Empty: Story = {
  args: { status: 'empty', profiles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No one fits yet. Try a wider search later.')).toBeVisible();
  },
};
export const Error: Story = {
  args: { status: 'error', profiles: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
