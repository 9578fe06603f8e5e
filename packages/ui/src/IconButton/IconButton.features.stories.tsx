import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rtlDecorator } from '../docs/rtl';
import { ChevronLeftIcon, CloseIcon, HeartIcon } from '../Icon/icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Buttons/IconButton/Features',
  component: IconButton,
  args: { label: 'Like Anna', icon: <HeartIcon />, onPress: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {(['ghost', 'outline', 'primary', 'secondary', 'success'] as const).map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Like (${variant})`} />
      ))}
    </div>
  ),
};

/** Square at every size, and at least 32 px (the touch target minimum of WCAG 2.2 is 24). */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <IconButton key={size} {...args} size={size} label={`Close (${size})`} icon={<CloseIcon />} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement)
      .getAllByRole('button')
      .map((b) => b.getBoundingClientRect());
    await expect(boxes.map((b) => [b.width, b.height])).toEqual([
      [32, 32],
      [44, 44],
      [52, 52],
    ]);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Like Anna' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  args: { label: 'رجوع', icon: <ChevronLeftIcon style={{ transform: 'scaleX(-1)' }} />, variant: 'outline' },
  decorators: [rtlDecorator],
};
