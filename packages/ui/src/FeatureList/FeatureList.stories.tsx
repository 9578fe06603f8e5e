import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CreditIcon, HeartIcon, LockIcon, StarIcon } from '../Icon/icons';
import { FeatureList } from './FeatureList';

const meta = {
  title: 'Layout/FeatureList',
  component: FeatureList,
  args: {
    items: [
      { icon: <LockIcon />, title: 'Discreet', text: 'Your e-mail address is never shown to anyone.' },
      { icon: <CreditIcon />, title: 'Pay as you go', text: 'Buy credits only when you want to chat.' },
      { icon: <HeartIcon />, title: 'No subscription', text: 'Nothing renews, nothing to cancel.' },
      { icon: <StarIcon />, title: 'Premium works', text: 'A 46% higher chance to find a match.' },
    ],
  },
} satisfies Meta<typeof FeatureList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a product offers: a list of titled items, each title a heading of the page outline. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list').tagName).toBe('UL');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pay as you go' })).toBeVisible();
  },
};

/** Steps in order: an ordered list whose numbers are drawn, and read as the list's own. */
export const Numbered: Story = {
  args: {
    numbered: true,
    label: 'How it works',
    items: [
      { title: 'Sign up for free', text: 'Your profile is ready in a minute.' },
      { title: 'Search and like', text: 'Find members near you.' },
      { title: 'Chat', text: 'Say hello, and meet.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'How it works' });
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getByText('2')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** On a phone the items stand one under the other. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};

export const Playground: Story = { args: { headingLevel: 4 } };
