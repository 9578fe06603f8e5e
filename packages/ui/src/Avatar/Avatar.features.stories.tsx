import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { portrait } from '../internal/portraits';
import { Avatar } from './Avatar';

const meta = {
  title: 'Members/Avatar/Features',
  component: Avatar,
  args: { name: 'Anna de Vries', src: portrait(0, { width: 96, height: 96 }) },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar {...args} size="small" />
      <Avatar {...args} size="medium" />
      <Avatar {...args} size="large" />
    </div>
  ),
};

/** No photo: the photo placeholder's initials, still named for screen readers. */
export const Initials: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Anna de Vries' });
    await expect(avatar).toHaveTextContent('AD');
    await expect(avatar).toHaveAttribute('data-photo-placeholder', 'initials');
    await expect(avatar.parentElement).toHaveAttribute('data-fallback', 'true');
  },
};

/** No photo, said so: the accessible name tells that the member has none yet. */
export const NoPhotoLabel: Story = {
  args: { src: undefined, noPhotoLabel: 'Anna de Vries has no photo yet' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Anna de Vries has no photo yet' });
    await expect(avatar).toHaveTextContent('AD');
  },
};

/** A photo that fails to load falls back to initials. */
export const BrokenImage: Story = {
  args: { name: 'Łukasz Żółć', src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Łukasz Żółć' })).toHaveTextContent('ŁŻ'),
    );
  },
};

export const LongName: Story = {
  args: { src: undefined, name: 'Maximiliane-Theresa von Hohenzollern-Sigmaringen', size: 'large' },
};

export const Decorative: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} decorative size="small" />
      Anna de Vries
    </p>
  ),
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} src={undefined} name="ليلى حسن" />
      <span>ليلى حسن</span>
    </div>
  ),
};
