import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertsArea } from './AlertsArea';
import { TimeBonusModal } from './TimeBonusModal';

const meta = {
  title: 'Screens/AlertsArea',
  component: AlertsArea,
  parameters: { layout: 'fullscreen' },
  args: {
    timeBonusSecondsLeft: 3 * 3600 + 59 * 60 + 7,
    profilePhoto: true,
    push: true,
    disabledNotifications: true,
    activation: true,
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

/** Every banner; the time bonus reads as one sentence, '... ends in 3 h 59 min' (no 'left' after 'ends in'). */
export const AllBanners: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const timeBonus = canvas.getByText(/25% welcome bonus: your discount ends in/);
    await expect(timeBonus).toBeVisible();
    await expect(spokenText(timeBonus)).toBe('25% welcome bonus: your discount ends in 3 h 59 min');
    await expect(canvas.getByTestId('countdown-clock')).toHaveTextContent('03:59:07');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Dismiss' })[0]!);
    await expect(args.onDismiss).toHaveBeenCalledWith('profilePhoto');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on notifications' }));
    await expect(args.onEnablePush).toHaveBeenCalledOnce();
  },
};

export const TimeBonusOnly: Story = {
  args: { profilePhoto: false, push: false, disabledNotifications: false, activation: false },
};

export const Empty: Story = {
  args: {
    timeBonusSecondsLeft: null,
    profilePhoto: false,
    push: false,
    disabledNotifications: false,
    activation: false,
  },
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
