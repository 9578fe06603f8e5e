import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { durationsMs } from '@amori/tokens';
import { Button } from '../Button';
import { portrait } from '../internal/portraits';
import { MatchAnimation, type MatchAnimationProps } from './MatchAnimation';

const meta = {
  title: 'Matching/MatchAnimation/Features',
  component: MatchAnimation,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    profile: { id: 'm-7', name: 'Sofie', photoUrl: portrait(1) },
    title: "It's a match!",
    message: 'You and Sofie like each other.',
    openProfileLabel: 'View profile',
    photoLabel: "Sofie's profile",
    closeHint: 'Tap anywhere to close',
    onOpenProfile: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof MatchAnimation>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** The photo emits the profile id too. */
export const PhotoOpensProfile: Story = {
  play: async ({ args, canvasElement }) => {
    const photo = await body(canvasElement).findByRole('button', { name: "Sofie's profile" });
    await userEvent.click(photo);
    await expect(args.onOpenProfile).toHaveBeenCalledTimes(1);
    await expect(args.onOpenProfile).toHaveBeenCalledWith('m-7');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A click anywhere else closes without opening the profile; so does Escape. */
export const ClickAnywhereCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(await screen.findByText('Tap anywhere to close'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('heading', { name: "It's a match!" }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(3);
    await expect(args.onOpenProfile).not.toHaveBeenCalled();
  },
};

function Replay(props: MatchAnimationProps) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button onPress={() => setOpen(true)}>Show the match</Button>
      <MatchAnimation
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </div>
  );
}

/** Opened from a button: the entrance takes the 0.75 s of the match token, then closes on click. */
export const OpenAndClose: Story = {
  render: (args) => <Replay {...args} />,
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Show the match' }));
    const dialog = await screen.findByRole('dialog');
    const stage = within(dialog).getByTestId('match-animation-stage');
    await waitFor(() => expect(getComputedStyle(stage).opacity).toBe('1'), {
      timeout: durationsMs.match + 1000,
    });
    await userEvent.click(within(dialog).getByText('Tap anywhere to close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Without a photo: the photo placeholder in the round frame, never an empty circle. */
export const WithoutPhoto: Story = {
  args: { profile: { id: 'm-8', name: 'Lena' }, photoLabel: "Lena's profile" },
  play: async ({ canvasElement }) => {
    const photo = await body(canvasElement).findByRole('button', { name: "Lena's profile" });
    await expect(photo.querySelector('[data-photo-placeholder="silhouette"]')).not.toBeNull();
    await expect(photo.querySelector('img')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title: 'Maximiliane-Theresa von Hohenzollern-Sigmaringen mag dich auch!',
    message:
      'Ihr beide habt euch gegenseitig ein Like gegeben. Schreib ihr jetzt eine Nachricht, bevor jemand anderes es tut.',
    openProfileLabel: 'Profil ansehen und eine Nachricht schreiben',
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <MatchAnimation {...args} />
    </div>
  ),
  args: { title: 'لقد تطابقتما!', message: 'أنت وصوفي معجبان ببعضكما.', openProfileLabel: 'عرض الملف' },
};
