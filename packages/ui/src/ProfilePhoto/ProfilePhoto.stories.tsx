import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { portrait } from '../internal/portraits';
import { ProfilePhoto } from './ProfilePhoto';

const meta = {
  title: 'Members/ProfilePhoto',
  component: ProfilePhoto,
  args: { src: portrait(2), alt: 'Photo of Anna', photoCount: 7, photoCountLabel: '7 photos' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ProfilePhoto>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Photo of Anna' })).toBeVisible();
    await expect(canvas.getByText('7 photos')).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { fictionalLabel: 'Fictional profile' } };
