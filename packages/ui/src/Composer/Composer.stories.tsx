import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Composer } from './Composer';

const meta = {
  title: 'Chat/Composer',
  component: Composer,
  args: {
    label: 'Message to Anna',
    placeholder: 'Write a message…',
    maxLength: 500,
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

/** Enter sends, Shift+Enter adds a line; the field empties after sending. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Message to Anna' });
    await expect(field).toHaveAccessibleDescription('A message costs 5 credits');
    await userEvent.click(field);
    await userEvent.keyboard('Hi Anna!{Shift>}{Enter}{/Shift}How are you?');
    await expect(field).toHaveValue('Hi Anna!\nHow are you?');
    await expect(canvas.getByText('21/500')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hi Anna!\nHow are you?');
    await expect(field).toHaveValue('');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { maxLength: 140, costHint: undefined } };
