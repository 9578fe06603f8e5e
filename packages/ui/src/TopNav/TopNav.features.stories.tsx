import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button';
import { ArrowLeftIcon, ChatIcon, HeartIcon, SearchIcon, UserIcon } from '../Icon';
import { TopNav } from './TopNav';
import { loggedInLinks } from './TopNav.fixtures';

const brand = (
  <a href="#home" style={{ fontWeight: 700, fontSize: 20, color: '#8a4f00', textDecoration: 'none' }}>
    Amori
  </a>
);

const meta = {
  title: 'Navigation/TopNav/Features',
  component: TopNav,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Main', brand, links: loggedInLinks },
} satisfies Meta<typeof TopNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  args: {
    links: [{ id: 'search', href: '#search', label: 'Search', icon: <SearchIcon /> }],
    accountMenu: (
      <Button size="small" onPress={fn()}>
        Log in
      </Button>
    ),
  },
};

export const WithBackButton: Story = {
  args: {
    backButton: (
      <Button variant="ghost" size="small" aria-label="Back" onPress={fn()}>
        <ArrowLeftIcon />
      </Button>
    ),
    accountMenu: (
      <Button variant="ghost" size="small" aria-label="Account" onPress={fn()}>
        <UserIcon />
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Account' })).toBeVisible();
  },
};

/** Below md the labels collapse: icons stay, each link keeps its name for screen readers. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Messages/ });
    await expect(link).toHaveAccessibleName('Messages 3 unread messages');
  },
};

export const NoBadges: Story = {
  args: {
    links: [
      {
        id: 'messages',
        href: '#m',
        label: 'Messages',
        icon: <ChatIcon />,
        badge: { count: 0, label: 'No unread' },
      },
      { id: 'likes', href: '#l', label: 'Likes', icon: <HeartIcon /> },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Messages' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'الرئيسية',
    links: [
      { id: 'search', href: '#s', label: 'بحث', icon: <SearchIcon />, isCurrent: true },
      {
        id: 'messages',
        href: '#m',
        label: 'الرسائل',
        icon: <ChatIcon />,
        badge: { count: 5, label: '5 رسائل' },
      },
    ],
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};
