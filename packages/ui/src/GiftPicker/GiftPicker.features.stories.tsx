import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GiftIcon, HeartFilledIcon, StarIcon } from '../Icon';
import { GiftPicker, type Gift } from './GiftPicker';

const gifts: Gift[] = [
  { id: 'rose', name: 'Red rose', credits: 5, picture: <HeartFilledIcon size={40} color="#c0160b" /> },
  { id: 'star', name: 'Star', credits: 10, picture: <StarIcon size={40} /> },
  { id: 'box', name: 'Surprise box', credits: 25, picture: <GiftIcon size={40} /> },
];

const meta = {
  title: 'Chat/GiftPicker/Features',
  component: GiftPicker,
  args: { gifts, label: 'Choose a gift', costLabel: (credits) => `${credits} credits`, onChange: fn() },
} satisfies Meta<typeof GiftPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Gifts above the balance cannot be chosen. */
export const NotEnoughCredits: Story = {
  args: { balance: 10 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Surprise box/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /Star/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('star');
  },
};

export const Selected: Story = { args: { defaultValue: 'star' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    gifts: [
      {
        id: 'x',
        name: 'Ein riesiger Blumenstrauß mit Pralinen',
        credits: 120,
        picture: <GiftIcon size={40} />,
      },
      ...gifts,
    ],
    costLabel: (credits) => `${credits} Credits`,
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <GiftPicker {...args} label="اختر هدية" costLabel={(c) => `${c} رصيد`} />
    </div>
  ),
};
