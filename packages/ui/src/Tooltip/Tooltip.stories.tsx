import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { GiftIcon } from '../Icon/icons';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Costs 20 credits',
    children: <IconButton label="Send a gift" icon={<GiftIcon />} variant="outline" />,
  },
  argTypes: { children: { control: false } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows it at once and links it as a description; Escape hides it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send a gift' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tip = await within(document.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Costs 20 credits');
    await expect(button).toHaveAccessibleDescription('Costs 20 credits');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const Playground: Story = { args: { placement: 'bottom' } };
