import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { portrait } from '../internal/portraits';
import { MatchAnimation } from './MatchAnimation';

const meta = {
  title: 'Matching/MatchAnimation',
  component: MatchAnimation,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    profile: { id: 'm-1042', name: 'Anna', photoUrl: portrait(3) },
    title: "It's a match!",
    message: 'You and Anna like each other.',
    openProfileLabel: 'View profile',
    photoLabel: "Anna's profile",
    closeHint: 'Tap anywhere to close',
    onOpenProfile: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof MatchAnimation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button emits the profile id; the modal is labelled by its title. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'View profile' }));
    await expect(args.onOpenProfile).toHaveBeenCalledTimes(1);
    await expect(args.onOpenProfile).toHaveBeenCalledWith('m-1042');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

export const Playground: Story = {
  args: { title: 'Anna likes you', message: undefined, closeHint: undefined },
};
