import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GiftIcon, HeartFilledIcon, StarIcon } from '../Icon';
import { GiftPicker, type Gift } from './GiftPicker';

const gifts: Gift[] = [
  { id: 'rose', name: 'Red rose', credits: 5, picture: <HeartFilledIcon size={40} color="#c0160b" /> },
  { id: 'star', name: 'Star', credits: 10, picture: <StarIcon size={40} /> },
  { id: 'box', name: 'Surprise box', credits: 25, picture: <GiftIcon size={40} /> },
  { id: 'bouquet', name: 'Bouquet', credits: 50, picture: <HeartFilledIcon size={40} /> },
];

const meta = {
  title: 'Chat/GiftPicker',
  component: GiftPicker,
  args: { gifts, label: 'Choose a gift', costLabel: (credits) => `${credits} credits`, onChange: fn() },
} satisfies Meta<typeof GiftPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen like radio buttons: click, then arrow keys move the choice. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Red rose/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('rose');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /Star/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('star');
  },
};

export const Playground: Story = { args: { defaultValue: 'box' } };
