import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDrop } from './FileDrop';
import { FileDropPlaceholder } from './FileDropPlaceholder';
import { baseArgs, photo, StatefulFileDrop } from './FileDrop.fixtures';

const meta = {
  title: 'Forms/FileDrop/Features',
  component: FileDrop,
  args: { ...baseArgs, onAdd: fn(), onReject: fn() },
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pasting into the focused zone adds files; a file outside `accept` is refused with an alert. */
export const PasteAndReject: Story = {
  render: (args) => <StatefulFileDrop {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const zoneButton = document.activeElement as HTMLElement;
    await expect(zoneButton).toHaveAccessibleName(/Add photos/);
    const data = new DataTransfer();
    data.items.add(photo('pasted.png'));
    data.items.add(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    // A script-made DataTransfer has no file-system entries (a real paste has): stand one in.
    const original = DataTransferItem.prototype.webkitGetAsEntry;
    DataTransferItem.prototype.webkitGetAsEntry = function () {
      return { isFile: true, isDirectory: false } as FileSystemEntry;
    };
    try {
      zoneButton.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    } finally {
      DataTransferItem.prototype.webkitGetAsEntry = original;
    }
    await expect(await canvas.findByRole('img', { name: 'pasted.png' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only JPEG or PNG photos: notes.txt');
    await expect(args.onReject).toHaveBeenCalledTimes(1);
  },
};

/** Progress comes in through props, one bar per file. */
export const Uploading: Story = {
  args: {
    files: [
      { id: 'a', file: photo('one.png'), progress: 40 },
      { id: 'b', file: photo('two.png'), progress: 100 },
      { id: 'c', file: photo('three.png') },
    ],
    onRemove: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading one.png' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Uploading two.png' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.queryByRole('progressbar', { name: 'Uploading three.png' })).toBeNull();
    await expect(canvas.getByText('two.png').closest('li')).toHaveAttribute('data-state', 'uploaded');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose photos' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'أضف صورًا',
    hint: 'اسحب الصور هنا',
    buttonLabel: 'اختر الصور',
    files: [{ id: 'a', file: photo('صورة.png'), progress: 60 }],
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};

/**
 * FileDropPlaceholder stands in while a page loads FileDrop on demand: the same size as the zone
 * it is replaced by (no layout shift), its button disabled.
 */
export const Placeholder: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, alignItems: 'start' }}>
      <div data-testid="placeholder">
        <FileDropPlaceholder label={args.label} hint={args.hint} buttonLabel={args.buttonLabel} />
      </div>
      <div data-testid="loaded">
        <FileDrop {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = canvas.getByTestId('placeholder');
    await expect(within(placeholder).getByRole('button', { name: 'Choose photos' })).toBeDisabled();
    const height = (part: string) => canvas.getByTestId(part).getBoundingClientRect().height;
    await expect(height('placeholder')).toBeGreaterThan(0);
    await expect(height('placeholder')).toBe(height('loaded'));
  },
};
