import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rtlDecorator } from '../docs/rtl';
import { Button } from '../Button/Button';
import { HeartIcon, SearchIcon } from '../Icon/icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState/Features',
  component: EmptyState,
  args: { icon: <HeartIcon />, title: 'No likes yet', text: 'When someone likes you, you will see it here.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  args: { icon: undefined, text: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No likes yet' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
export const NoResults: Story = {
  args: {
    icon: <SearchIcon />,
    title: 'No members match your filters',
    text: 'Try a wider age range or another region.',
    action: <Button variant="outline">Reset filters</Button>,
    headingLevel: 3,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'No members match your filters',
    );
  },
};
export const LongText: Story = {
  args: {
    title: 'Nobody has liked your profile yet, but that can change quickly with a good photo',
    text: 'Members with a profile photo and a few lines about themselves get many more likes. '.repeat(3),
    action: <Button>Add a profile photo</Button>,
  },
};
export const RightToLeft: Story = {
  args: {
    title: 'لا إعجابات بعد',
    text: 'عندما يعجب بك أحد، ستراه هنا.',
    action: <Button>ابحث عن أعضاء</Button>,
  },
  decorators: [rtlDecorator],
};
