import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rtlDecorator } from '../docs/rtl';
import { HeartIcon, LocationIcon } from '../Icon/icons';
import { Tag, tagTones } from './Tag';

const meta = {
  title: 'Badges/Tag/Features',
  component: Tag,
  args: { children: 'Hiking' },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tagTones.map((tone) => (
        <Tag key={tone} {...args} tone={tone}>
          {tone}
        </Tag>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Tag {...args} size="small">
        Small
      </Tag>
      <Tag {...args} size="medium">
        Medium
      </Tag>
    </div>
  ),
};

export const WithIcon: Story = {
  args: { icon: <HeartIcon />, tone: 'primary', children: 'Looking for love' },
};

/** Removable: the remove button is reached with Tab and pressed with Enter or Space. */
export const Removable: Story = {
  args: { icon: <LocationIcon />, children: 'Berlin', onRemove: fn(), removeLabel: 'Remove filter: Berlin' },
  play: async ({ args, canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove filter: Berlin' });
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ width: 200 }}>
      <Tag {...args}>Long walks on the beach at sunset with a good book and a dog</Tag>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tag = canvasElement.querySelector<HTMLElement>('[data-tone]')!;
    await expect(tag.getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};

export const RightToLeft: Story = {
  args: { icon: <LocationIcon />, children: 'برلين', onRemove: fn(), removeLabel: 'إزالة الفلتر: برلين' },
  decorators: [rtlDecorator],
};
