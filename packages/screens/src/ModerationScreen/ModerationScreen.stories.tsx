import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ModerationQueueScreen, ModerationReportScreen } from './ModerationScreen';
import { conversationDetailFixture, detailFixture, queueFixture } from './ModerationScreen.fixtures';

const formatDate = (iso: string) => iso.slice(0, 10);

const meta = {
  title: 'Screens/Moderation',
  component: ModerationQueueScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    reports: queueFixture,
    reportHref: (id: number) => `/admin/reports/${id}`,
    appealsHref: '/admin/appeals',
    formatDate,
  },
} satisfies Meta<typeof ModerationQueueScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The queue: the most severe first (looks under 18, scam), each leading to its report. */
export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Appeals' })).toHaveAttribute('href', '/admin/appeals');
    const links = within(canvas.getByRole('table')).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      'Looks under 18',
      'Scam or asks for money',
      'Spam or advertising',
    ]);
    await expect(links[1]).toHaveAttribute('href', '/admin/reports/1');
  },
};

/** The console's other pages, linked from the queue. */
export const QueueWithConsoleLinks: Story = {
  args: { photosHref: '/admin/photos', transparencyHref: '/admin/transparency' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Moderation console' }));
    await expect(nav.getByRole('link', { name: 'Photos waiting for approval' })).toHaveAttribute(
      'href',
      '/admin/photos',
    );
    await expect(nav.getByRole('link', { name: 'Transparency report' })).toHaveAttribute(
      'href',
      '/admin/transparency',
    );
  },
};

export const QueueEmpty: Story = {
  args: { reports: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No open reports. Well done!')).toBeVisible();
  },
};

export const QueueLoading: Story = { args: { status: 'loading', reports: [] } };

export const QueueError: Story = { args: { status: 'error', reports: [] } };

const reportArgs = {
  status: 'ready' as const,
  detail: detailFixture,
  actStatus: 'idle' as const,
  backHref: '/admin',
  formatDate,
};

/** A report: evidence, the member's messages to the reporter, history; suspending needs a reason. */
export const Report: StoryObj<typeof ModerationReportScreen> = {
  render: (args) => <ModerationReportScreen {...args} />,
  args: { ...reportArgs, onAct: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Scam or asks for money: Marco',
    );
    await expect(canvas.getAllByText(/€100 gift card/).length).toBeGreaterThan(0);
    await expect(canvas.getByText(/Advertising another site/)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Action'), 'suspend');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByText('Write a reason of at least 5 characters.')).toBeVisible();
    await expect(args.onAct).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason for the member/ }), 'Scam');
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason for the member/ }), 'ming.');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onAct).toHaveBeenCalledWith({
      action: 'suspend',
      ground: 'scam',
      reason: 'Scamming.',
      days: 7,
    });
  },
};

/** A report of a whole conversation: the member's latest messages in it are the evidence. */
export const ReportOfConversation: StoryObj<typeof ModerationReportScreen> = {
  render: (args) => <ModerationReportScreen {...args} />,
  args: { ...reportArgs, detail: conversationDetailFixture, onAct: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const evidence = canvas.getByRole('region', { name: 'Evidence' });
    await expect(within(evidence).getAllByRole('listitem')).toHaveLength(2);
    await expect(evidence).toHaveTextContent('I am working on an oil rig.');
  },
};

/** The member is suspended already: the console says until when. */
export const ReportSuspendedMember: StoryObj<typeof ModerationReportScreen> = {
  render: (args) => <ModerationReportScreen {...args} />,
  args: {
    ...reportArgs,
    detail: {
      ...detailFixture,
      member: { ...detailFixture.member, suspended_until: '2026-05-10T18:00:00Z' },
    },
    onAct: fn(),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Suspended until 2026-05-10')).toBeVisible();
  },
};

export const ReportDone: StoryObj<typeof ModerationReportScreen> = {
  render: (args) => <ModerationReportScreen {...args} />,
  args: { ...reportArgs, actStatus: 'done', onAct: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Done: the member has been told why.',
    );
  },
};

export const ReportFailed: StoryObj<typeof ModerationReportScreen> = {
  render: (args) => <ModerationReportScreen {...args} />,
  args: { ...reportArgs, actStatus: 'error', onAct: fn() },
};

export const ReportLoading: StoryObj<typeof ModerationReportScreen> = {
  render: (args) => <ModerationReportScreen {...args} />,
  args: { ...reportArgs, status: 'loading', detail: null, onAct: fn() },
};
