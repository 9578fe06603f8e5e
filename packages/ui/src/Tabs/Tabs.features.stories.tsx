import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const items = [
  { id: 'inbox', label: 'Inbox', content: <p>Your conversations</p> },
  { id: 'likes', label: 'Likes', content: <p>People who like you</p>, isDisabled: true },
  { id: 'matches', label: 'Matches', content: <p>Your matches</p> },
];

const meta = {
  title: 'Navigation/Tabs/Features',
  component: Tabs,
  args: { label: 'Messages', items },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys skip a disabled tab. */
export const DisabledTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Matches' })).toHaveFocus();
  },
};

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const LongLabels: Story = {
  args: {
    items: [
      { id: 'a', label: 'Everything about my personality', content: <p>A</p> },
      { id: 'b', label: 'What I am looking for in a partner', content: <p>B</p> },
      { id: 'c', label: 'My favourite holiday destinations', content: <p>C</p> },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

/** In right-to-left layouts the arrow keys follow the reading direction. */
export const RightToLeft: Story = {
  args: {
    label: 'الرسائل',
    items: [
      { id: 'inbox', label: 'البريد', content: <p>محادثاتك</p> },
      { id: 'matches', label: 'التطابقات', content: <p>تطابقاتك</p> },
    ],
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};
