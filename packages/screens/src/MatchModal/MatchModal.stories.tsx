import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { portrait } from '../shared/members.fixtures';
import { MatchModal } from './MatchModal';

const meta = {
  title: 'Screens/MatchModal',
  component: MatchModal,
  args: {
    profile: { id: 7, name: 'Sophie', photoUrl: portrait('#3a7dc2', 'Sophie') },
    onViewProfile: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof MatchModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A mutual like: the photo and the button open the profile; a click anywhere closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: "It's a match!" });
    await expect(dialog).toHaveTextContent('You and Sophie like each other.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Profile of Sophie' }));
    await expect(args.onViewProfile).toHaveBeenCalledWith(7);
  },
};
export const Closed: Story = { args: { profile: null } };
