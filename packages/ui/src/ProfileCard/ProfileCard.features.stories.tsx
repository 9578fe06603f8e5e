import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { portrait } from '../internal/portraits';
import { ProfileCard } from './ProfileCard';

const meta = {
  title: 'Members/ProfileCard/Features',
  component: ProfileCard,
  args: {
    profile: { id: 'm-2', name: 'Sofie', age: 34, region: 'Antwerpen', photoUrl: portrait(3), online: false },
    onlineLabel: 'online',
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = { args: { variant: 'large', href: '/members/m-2' } };

export const Compact: Story = {
  args: { variant: 'compact', href: '/members/m-2' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Online: Story = {
  args: {
    href: '/members/m-2',
    profile: { id: 'm-2', name: 'Sofie', age: 34, region: 'Antwerpen', online: true },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('data-online', 'true');
  },
};

/** Without an address the card is a button that emits the id (mouse and keyboard). */
export const AsButton: Story = {
  args: { onOpen: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Sofie, 34/ });
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledWith('m-2');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

/** No photo: the placeholder, the size of the photo, and said in the card's name. */
export const WithoutPhoto: Story = {
  args: {
    href: '/members/m-2',
    profile: { id: 'm-2', name: 'Sofie', age: 34, region: 'Antwerpen' },
    noPhotoLabel: 'Sofie has no photo yet',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Sofie has no photo yet.*Sofie, 34/ });
    const picture = canvas.getByRole('img', { name: 'Sofie has no photo yet' });
    // As tall as a photo would be (4:5 of the card's width).
    const { width } = link.getBoundingClientRect();
    await expect(Math.round(picture.getBoundingClientRect().height)).toBe(Math.round(((width - 2) * 5) / 4));
  },
};

/** A compact card without a photo: the placeholder fills the square. */
export const CompactWithoutPhoto: Story = {
  args: {
    variant: 'compact',
    href: '/members/m-2',
    profile: { id: 'm-2', name: 'Sofie', age: 34, region: 'Antwerpen' },
    noPhotoLabel: 'Sofie has no photo yet',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const LongText: Story = {
  args: {
    href: '/members/m-2',
    profile: {
      id: 'm-2',
      name: 'Maximiliane-Theresa von Hohenzollern',
      age: 41,
      region: 'Nordrhein-Westfalen, Regierungsbezirk Düsseldorf',
      photoUrl: portrait(5),
      online: true,
    },
  },
};

export const NoPhoto: Story = {
  args: { href: '/members/m-2', profile: { id: 'm-2', name: 'Sofie', age: 34 } },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl" style={{ display: 'grid', gap: 12 }}>
      <ProfileCard
        {...args}
        variant="compact"
        href="/members/m-2"
        profile={{ ...args.profile, name: 'ليلى', region: 'دبي', online: true }}
        onlineLabel="متصلة"
      />
      <ProfileCard
        {...args}
        variant="large"
        href="/members/m-2"
        profile={{ ...args.profile, name: 'ليلى', region: 'دبي' }}
      />
    </div>
  ),
};

/** Below the fold: the photo waits until the card is scrolled near (`photoLoading="lazy"`). */
export const LazyPhoto: Story = {
  args: { href: '/members/m-2', photoLoading: 'lazy' },
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector('img');
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('decoding', 'async');
  },
};
