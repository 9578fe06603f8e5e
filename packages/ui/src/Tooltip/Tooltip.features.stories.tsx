import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { rtlDecorator } from '../docs/rtl';
import { IconButton } from '../IconButton/IconButton';
import { HeartIcon } from '../Icon/icons';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip/Features',
  component: Tooltip,
  args: { content: 'Like Anna', children: <IconButton label="Like" icon={<HeartIcon />} /> },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hover shows it after the delay; leaving hides it. */
export const Hover: Story = {
  args: { delay: 100 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Like' });
    // A mouse user: react-aria shows hover tooltips only in pointer modality.
    await userEvent.click(canvasElement);
    await userEvent.hover(button);
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Like Anna');
    await userEvent.unhover(button);
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const OnTextButton: Story = {
  args: { content: 'You have 3 free messages left', children: <Button>Send message</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await within(document.body).findByRole('tooltip');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Send message' }),
    ).toHaveAccessibleDescription('You have 3 free messages left');
  },
};

export const LongText: Story = {
  args: {
    content: 'Gifts cost 20 credits each and are shown on the profile of the member who receives them.',
  },
  play: async () => {
    await userEvent.tab();
    const tip = await within(document.body).findByRole('tooltip');
    await expect(tip.getBoundingClientRect().width).toBeLessThanOrEqual(240);
  },
};

export const RightToLeft: Story = {
  args: { content: 'أعجبني', children: <IconButton label="إعجاب" icon={<HeartIcon />} /> },
  decorators: [rtlDecorator],
  play: async () => {
    await userEvent.tab();
    await within(document.body).findByRole('tooltip');
  },
};
