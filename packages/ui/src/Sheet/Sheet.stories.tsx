import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Sheet, sheetSides } from './Sheet';
import { SheetDemo } from './Sheet.demo';

const meta = {
  title: 'Overlays/Sheet',
  component: Sheet,
  render: (args) => <SheetDemo {...args} />,
  args: {
    title: 'Search filters',
    description: 'Narrow down who you see.',
    children: 'Age, region and more.',
    footer: <Button>Show members</Button>,
    closeLabel: 'Close filters',
    onOpenChange: fn(),
  },
  argTypes: { side: { control: 'inline-radio', options: sheetSides } },
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Opens from its button, traps focus, closes with its close button and refocuses the opener. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    const sheet = await body().findByRole('dialog', { name: 'Search filters' });
    await expect(sheet).toHaveAttribute('data-side', 'end');
    const close = within(sheet).getByRole('button', { name: 'Close filters' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener).toHaveFocus();
    // The backdrop fades out after the dialog has gone: the story ends once it has.
    await waitFor(() => expect(document.querySelector('[data-part="backdrop"]')).toBeNull());
  },
};

export const Playground: Story = { args: { side: 'start', defaultOpen: true } };
