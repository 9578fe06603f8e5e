import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rtlDecorator } from '../docs/rtl';
import { ChevronRightIcon, HeartIcon, SendIcon } from '../Icon/icons';
import { Button, buttonSizes, buttonVariants, type ButtonProps } from './Button';

const meta = {
  title: 'Buttons/Button/Features',
  component: Button,
  args: { children: 'Find your match', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heights = within(canvasElement)
      .getAllByRole('button')
      .map((b) => b.getBoundingClientRect().height);
    await expect(heights).toEqual([32, 44, 52]);
  },
};

/** The icon is decorative: the text alone names the button. */
export const WithIcon: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args} icon={<HeartIcon />}>
        Like
      </Button>
      <Button {...args} variant="outline" icon={<ChevronRightIcon />} iconPosition="end">
        Next
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Like' })).toHaveAttribute('data-icon-position', 'start');
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('data-icon-position', 'end');
    await expect(next.lastElementChild).toHaveAttribute('aria-hidden', 'true');
  },
};

function LoadingDemo(args: ButtonProps) {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      {...args}
      icon={<SendIcon />}
      loading={loading}
      onPress={() => {
        args.onPress?.();
        setLoading(true);
      }}
    >
      Send message
    </Button>
  );
}

/** Loading: busy, a spinner instead of the icon, further presses ignored, focus kept. */
export const Loading: Story = {
  render: (args) => <LoadingDemo {...args} />,
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send message' });
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-loading', 'true');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Find your match' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const LongText: Story = {
  args: { children: 'Buy 500 credits for the price of 400 and start chatting with everyone you like today' },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Button {...args} />
    </div>
  ),
};

export const RightToLeft: Story = {
  args: {
    children: 'التالي',
    icon: <ChevronRightIcon style={{ transform: 'scaleX(-1)' }} />,
    iconPosition: 'end',
  },
  decorators: [rtlDecorator],
};
