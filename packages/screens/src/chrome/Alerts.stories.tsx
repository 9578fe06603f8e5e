import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BANNERS_AT_ONCE, bannersToShow, type AlertsState } from '@amori/core';
import { AlertsArea, type DismissibleAlert } from './AlertsArea';
import { TimeBonusModal } from './TimeBonusModal';

/** What a member who just signed up has due: all four of the banners. */
const newMember: AlertsState = {
  activation: 'alert',
  timeBonus: true,
  profilePhoto: true,
  push: true,
  disabledNotifications: false,
};
const confirmed: AlertsState = { ...newMember, activation: 'none' };
const everything: AlertsState = { ...newMember, disabledNotifications: true };

const meta = {
  title: 'Screens/AlertsArea',
  component: AlertsArea,
  parameters: { layout: 'fullscreen' },
  args: {
    banners: bannersToShow(newMember, BANNERS_AT_ONCE.wide),
    timeBonusSecondsLeft: 3 * 3600 + 59 * 60 + 7,
    onDismiss: fn(),
    onEnablePush: fn(),
  },
} satisfies Meta<typeof AlertsArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text a screen reader reads: what is not aria-hidden (the ticking clock is). */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const phone = { viewport: { value: 'phone' } };
const desktop = { viewport: { value: 'lg' } };

/** A new member on a wide screen: two banners, by priority (confirm the e-mail, the time bonus). */
export const NewMemberDesktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Notices' });
    await expect(within(region).getByRole('status')).toHaveTextContent(/confirm/i);
    const timeBonus = canvas.getByText(/25% welcome bonus: your discount ends in/);
    await expect(timeBonus).toBeVisible();
    // Read as one sentence, with no 'left' after 'ends in' (the ticking clock is aria-hidden).
    await expect(spokenText(timeBonus)).toBe('25% welcome bonus: your discount ends in 3 h 59 min');
    await expect(canvas.getByTestId('countdown-clock')).toHaveTextContent('03:59:07');
    // The photo and push banners wait their turn.
    await expect(canvas.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  },
};

/** The same member on a phone: one banner, the most important; the results start right below it. */
export const NewMemberPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByText(/25% welcome bonus/)).not.toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Notices' }).getBoundingClientRect().height).toBeLessThan(
      200,
    );
  },
};

/** Confirmed: the time bonus comes first, the photo banner second (a wide screen only). */
export const ConfirmedDesktop: Story = {
  globals: desktop,
  args: { banners: bannersToShow(confirmed, BANNERS_AT_ONCE.wide) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/25% welcome bonus/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a photo' })).toBeVisible();
  },
};

export const ConfirmedPhone: Story = {
  globals: phone,
  args: { banners: bannersToShow(confirmed, BANNERS_AT_ONCE.wide) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/25% welcome bonus/)).toBeVisible();
    // Not displayed, so not read either.
    await expect(canvas.getByText('Add a profile photo to get more replies.')).not.toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Add a photo' })).toBeNull();
  },
};

/** Mail no longer delivered outranks the time bonus: it keeps others' messages from the member. */
export const EverythingDue: Story = {
  globals: desktop,
  args: { banners: bannersToShow(everything, BANNERS_AT_ONCE.wide) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open settings' })).toBeVisible();
    await expect(canvas.queryByText(/25% welcome bonus/)).toBeNull();
  },
};

/** The area as the site drives it: dismissing the banner shown brings the next one. */
function Dismissing({ onDismiss }: { onDismiss: (alert: DismissibleAlert) => void }) {
  const [state, setState] = useState<AlertsState>({ ...confirmed, timeBonus: false });
  return (
    <AlertsArea
      banners={bannersToShow(state, BANNERS_AT_ONCE.wide)}
      timeBonusSecondsLeft={null}
      onEnablePush={fn()}
      onDismiss={(alert) => {
        onDismiss(alert);
        setState((s) => ({ ...s, [alert]: false }));
      }}
    />
  );
}

export const DismissShowsNextPhone: Story = {
  globals: phone,
  render: (args) => <Dismissing onDismiss={args.onDismiss} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Add a photo' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('profilePhoto');
    await expect(canvas.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Add a photo' })).toBeNull();
  },
};

export const DismissShowsNextDesktop: Story = {
  globals: desktop,
  render: (args) => <Dismissing onDismiss={args.onDismiss} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Add a photo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Dismiss' })[0]!);
    await expect(canvas.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
  },
};

/** Push asked for: its button enables notifications. */
export const Push: Story = {
  args: { banners: ['push'] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Turn on notifications' }));
    await expect(args.onEnablePush).toHaveBeenCalledOnce();
  },
};

export const TimeBonusOnly: Story = { args: { banners: ['timeBonus'] } };

export const Empty: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const TimeBonusModalOpen: Story = {
  render: () => <TimeBonusModal secondsLeft={600} onBuy={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    // The library Modal renders in a portal on the body.
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: '25% welcome bonus',
    });
    await expect(dialog).toHaveTextContent(/Buy your first credits within 00:10:00.* and get 25% off\./);
    await expect(spokenText(within(dialog).getByText(/Buy your first credits/))).toBe(
      'Buy your first credits within 0 h 10 min and get 25% off.',
    );
    await expect(within(dialog).getByTestId('countdown-clock')).toHaveTextContent('00:10:00');
  },
};
