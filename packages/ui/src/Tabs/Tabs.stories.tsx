import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const items = [
  { id: 'about', label: 'About me', content: <p>I love long walks and good coffee.</p> },
  { id: 'photos', label: 'Photos', content: <p>12 photos</p> },
  { id: 'looking', label: 'Looking for', content: <p>Someone kind.</p> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: 'Profile sections', items, onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Profile sections' })).toBeVisible();
    await userEvent.tab();
    const about = canvas.getByRole('tab', { name: 'About me' });
    await expect(about).toHaveFocus();
    await expect(about).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const photos = canvas.getByRole('tab', { name: 'Photos' });
    await expect(photos).toHaveFocus();
    await expect(photos).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('photos');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 photos');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Looking for' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(about).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Playground: Story = { args: { defaultSelectedId: 'photos' } };
