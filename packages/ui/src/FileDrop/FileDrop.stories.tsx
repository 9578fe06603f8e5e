import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDrop } from './FileDrop';
import { baseArgs, photo, StatefulFileDrop } from './FileDrop.fixtures';

const meta = {
  title: 'Forms/FileDrop',
  component: FileDrop,
  args: { ...baseArgs, onAdd: fn(), onRemove: fn(), onReject: fn() },
  render: (args) => <StatefulFileDrop {...args} />,
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Choose with the picker, see the preview, remove it again. The drop target (a hidden button, to
 * paste into) is named by the zone's label alone, not by react-aria's English "DropZone".
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add photos' })).toBeInTheDocument();
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png');
    await userEvent.upload(picker, photo('beach.png'));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    const preview = await canvas.findByRole('img', { name: 'beach.png' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove beach.png' }));
    await expect(canvas.queryByRole('img', { name: 'beach.png' })).toBeNull();
  },
};

export const Playground: Story = { args: { allowsMultiple: false } };
