import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rtlDecorator } from '../docs/rtl';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner/Features',
  component: Spinner,
  args: { label: 'Loading' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner {...args} size="small" label="Loading, small" />
      <Spinner {...args} size="medium" label="Loading, medium" />
      <Spinner {...args} size="large" label="Loading, large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = within(canvasElement)
      .getAllByRole('progressbar')
      .map((s) => s.getBoundingClientRect().width);
    await expect(widths).toEqual([16, 24, 40]);
  },
};

/** Without a label it is decorative: hidden from screen readers. */
export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
    await expect(canvasElement.querySelector('[data-size]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const RightToLeft: Story = { args: { label: 'جارٍ التحميل' }, decorators: [rtlDecorator] };
