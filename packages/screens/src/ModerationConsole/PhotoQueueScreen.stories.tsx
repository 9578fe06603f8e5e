import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { photoQueueFixture } from './ModerationConsole.fixtures';
import { PhotoQueueScreen } from './PhotoQueueScreen';

const meta = {
  title: 'Screens/PhotoQueue',
  component: PhotoQueueScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...photoQueueFixture, onApprove: fn(), onReject: fn() },
} satisfies Meta<typeof PhotoQueueScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two photos wait, the oldest first; one is approved with a press. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 photos waiting, the oldest first')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve the photo of Sanne' }));
    await expect(args.onApprove).toHaveBeenCalledWith(41);
  },
};

/** A rejection needs a reason for the member before it is sent. */
export const Reject: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject the photo of Milan' }));
    const form = canvas.getByRole('form', { name: 'Reject the photo of Milan' });
    await userEvent.click(within(form).getByRole('button', { name: 'Reject photo' }));
    await expect(within(form).getByText('Write a reason of at least 5 characters.')).toBeVisible();
    await expect(args.onReject).not.toHaveBeenCalled();
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Rule broken' }),
      'fake_profile',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Reason for the member/ }),
      'This is a photo of someone else.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Reject photo' }));
    await expect(args.onReject).toHaveBeenCalledWith(42, 'fake_profile', 'This is a photo of someone else.');
  },
};

export const Deciding: Story = { args: { busyId: 41 } };

export const Approved: Story = {
  args: { outcome: 'approved', photos: photoQueueFixture.photos.slice(1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Approved: the photo is shown.',
    );
  },
};

export const Rejected: Story = {
  args: { outcome: 'rejected', photos: photoQueueFixture.photos.slice(1) },
};

export const DecisionFailed: Story = {
  args: { outcome: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('That did not work.');
  },
};

export const Empty: Story = {
  args: { photos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No photos are waiting for approval.')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', photos: [] } };
export const Error: Story = { args: { status: 'error', photos: [] } };

// The queue with a rejection's form open, in each of the other locales (axe runs on each): its
// texts are the locale's own, never the English ones.
const rejectingIn = (locale: string): Story => ({
  globals: { locale },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Approve, then reject: the buttons named with the member's name, in any language.
    const [, reject] = canvas.getAllByRole('button', { name: /Milan/ });
    await userEvent.click(reject!);
    await expect(canvas.getByRole('form', { name: /Milan/ })).toBeVisible();
    await expect(canvas.queryByText('2 photos waiting, the oldest first')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reject photo' })).toBeNull();
  },
});
export const Danish = rejectingIn('da');
export const German = rejectingIn('de');
export const Spanish = rejectingIn('es');
export const Finnish = rejectingIn('fi');
export const French = rejectingIn('fr');
export const Italian = rejectingIn('it');
export const Norwegian = rejectingIn('nb');
export const Dutch = rejectingIn('nl');
export const Polish = rejectingIn('pl');
export const Swedish = rejectingIn('sv');
