import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appealFixture } from '../AppealScreen/AppealScreen.fixtures';
import { ModerationAppealScreen, ModerationAppealsScreen } from './AppealsScreen';

const formatDate = (iso: string) => iso.slice(0, 10);

const meta = {
  title: 'Screens/Moderation/Appeals',
  component: ModerationAppealsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    appeals: [appealFixture, { ...appealFixture, id: 8, member: { id: 13, name: 'Jens' }, mine: true }],
    appealHref: (id: number) => `/admin/appeals/${id}`,
    queueHref: '/admin',
    formatDate,
  },
} satisfies Meta<typeof ModerationAppealsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open appeals, the oldest first; one on the moderator's own action says another decides. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'Suspend' })[0]).toHaveAttribute(
      'href',
      '/admin/appeals/7',
    );
    await expect(canvas.getByText('Another moderator (your action)')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { appeals: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No open appeals.')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', appeals: [] } };

export const LoadFailed: Story = { args: { status: 'error', appeals: [] } };

export const Dutch: Story = { globals: { locale: 'nl' } };

const detailArgs = {
  status: 'ready' as const,
  appeal: appealFixture,
  decideStatus: 'idle' as const,
  backHref: '/admin/appeals',
  formatDate,
};

/** A second moderator reverses: a decision and a reason are needed. */
export const Detail: StoryObj<typeof ModerationAppealScreen> = {
  render: (args) => <ModerationAppealScreen {...args} />,
  args: { ...detailArgs, onDecide: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Appeal by Marco');
    await expect(canvas.getByText(/concert ticket/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Decide' }));
    await expect(canvas.getByText('Choose uphold or reverse.')).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Reverse: undo the action' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Reason for the member/ }),
      'No money was asked.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Decide' }));
    await expect(args.onDecide).toHaveBeenCalledWith({ outcome: 'reversed', reason: 'No money was asked.' });
  },
};

/** The moderator who acted is not offered the decision. */
export const DetailOwnAction: StoryObj<typeof ModerationAppealScreen> = {
  render: (args) => <ModerationAppealScreen {...args} />,
  args: { ...detailArgs, appeal: { ...appealFixture, mine: true }, onDecide: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/a different moderator decides the appeal/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Decide' })).toBeNull();
  },
};

export const DetailSending: StoryObj<typeof ModerationAppealScreen> = {
  render: (args) => <ModerationAppealScreen {...args} />,
  args: { ...detailArgs, decideStatus: 'sending', onDecide: fn() },
};

export const DetailDone: StoryObj<typeof ModerationAppealScreen> = {
  render: (args) => <ModerationAppealScreen {...args} />,
  args: { ...detailArgs, decideStatus: 'done', onDecide: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Done: the member has been told the outcome.',
    );
  },
};

export const DetailFailed: StoryObj<typeof ModerationAppealScreen> = {
  render: (args) => <ModerationAppealScreen {...args} />,
  args: { ...detailArgs, decideStatus: 'error', onDecide: fn() },
};

export const DetailDecided: StoryObj<typeof ModerationAppealScreen> = {
  render: (args) => <ModerationAppealScreen {...args} />,
  args: { ...detailArgs, appeal: { ...appealFixture, status: 'reversed' }, onDecide: fn() },
};

export const DetailLoading: StoryObj<typeof ModerationAppealScreen> = {
  render: (args) => <ModerationAppealScreen {...args} />,
  args: { ...detailArgs, status: 'loading', appeal: null, onDecide: fn() },
};

export const DetailItalian: StoryObj<typeof ModerationAppealScreen> = {
  render: (args) => <ModerationAppealScreen {...args} />,
  args: { ...detailArgs, onDecide: fn() },
  globals: { locale: 'it' },
};
