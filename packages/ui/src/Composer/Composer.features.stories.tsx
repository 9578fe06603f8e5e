import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Composer } from './Composer';

const meta = {
  title: 'Chat/Composer/Features',
  component: Composer,
  args: {
    label: 'Message to Sofie',
    placeholder: 'Write a message…',
    maxLength: 20,
    counter: (used, max) => `${used}/${max}`,
    sendLabel: 'Send',
    onSend: fn(),
    giftLabel: 'Send a gift',
    onGift: fn(),
    photoLabel: 'Send a photo',
    onPhoto: fn(),
    costHint: 'A message costs 5 credits',
  },
} satisfies Meta<typeof Composer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The limit stops typing; the send, gift and photo buttons work by click and keyboard. */
export const CharacterLimitAndButtons: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Message to Sofie' });
    await userEvent.type(field, 'This message is far too long');
    await expect(field).toHaveValue('This message is far ');
    await expect(canvas.getByText('20/20')).toHaveAttribute('data-full', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('This message is far');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a gift' }));
    await expect(args.onGift).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Send a photo' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPhoto).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Disabled with the reason written out and linked to the field. */
export const Disabled: Story = {
  args: { disabledReason: 'Sofie has to confirm her email address before you can reply.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Message to Sofie' });
    await expect(field).toBeDisabled();
    await expect(field).toHaveAccessibleDescription(
      'Sofie has to confirm her email address before you can reply. A message costs 5 credits',
    );
    await expect(canvas.getByRole('button', { name: 'Send a gift' })).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    maxLength: 500,
    defaultValue:
      'Ich wollte dir nur noch schnell sagen, dass ich das Restaurant am Marktplatz wirklich empfehlen kann. Bis Samstag!',
    costHint: 'Eine Nachricht kostet 5 Credits; du hast noch 3 kostenlose Nachrichten',
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <Composer {...args} label="رسالة إلى ليلى" placeholder="اكتب رسالة…" costHint="الرسالة تكلف 5 أرصدة" />
    </div>
  ),
};
