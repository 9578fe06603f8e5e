import type { ReportDetail, ReportSummary } from '@amori/contract';

export const queueFixture: ReportSummary[] = [
  {
    id: 3,
    reason: 'under_18',
    place: 'profile',
    note: 'Says she is still at school.',
    status: 'open',
    created_at: '2026-05-04T08:00:00Z',
    reporter: 'visitor@example.org',
    reported: { id: 31, name: 'Lotte' },
  },
  {
    id: 1,
    reason: 'scam',
    place: 'message',
    note: 'Asked me for a gift card.',
    status: 'open',
    created_at: '2026-05-03T18:00:00Z',
    reporter: 'Free Demo',
    reported: { id: 12, name: 'Marco' },
  },
  {
    id: 2,
    reason: 'spam',
    place: 'chat',
    note: '',
    status: 'open',
    created_at: '2026-05-02T09:30:00Z',
    reporter: 'Premium Demo',
    reported: { id: 18, name: 'Jens' },
  },
];

export const detailFixture: ReportDetail = {
  report: queueFixture[1]!,
  evidence: {
    kind: 'text',
    text: 'Could you buy me a €100 gift card and send me the code?',
    image: null,
    sent_at: '2026-05-03T17:55:00Z',
  },
  member: {
    id: 12,
    name: 'Marco',
    age: 41,
    country: 'NL',
    about: 'Engineer abroad, looking for something real.',
    status: 'active',
    suspended_until: null,
    banned: false,
    photos: [],
  },
  messages: [
    {
      id: 70,
      kind: 'text',
      text: 'Hello beautiful, I am working on an oil rig.',
      sent_at: '2026-05-03T17:40:00Z',
    },
    {
      id: 71,
      kind: 'text',
      text: 'Could you buy me a €100 gift card and send me the code?',
      sent_at: '2026-05-03T17:55:00Z',
    },
  ],
  earlier_reports: [{ ...queueFixture[2]!, id: 9, status: 'dismissed', reported: { id: 12, name: 'Marco' } }],
  actions: [
    {
      id: 4,
      action: 'warn',
      ground: 'spam',
      reason: 'Advertising another site.',
      until: null,
      moderator: 'moderator@example.com',
      created_at: '2026-04-20T10:00:00Z',
    },
  ],
};

/** A report of a whole conversation: the member's latest messages in it, kept as evidence. */
export const conversationDetailFixture: ReportDetail = {
  ...detailFixture,
  report: { ...queueFixture[2]!, reported: { id: 12, name: 'Marco' } },
  evidence: {
    kind: 'conversation',
    text: '',
    image: null,
    sent_at: null,
    messages: detailFixture.messages.map((m) => ({ ...m, image: null })),
  },
};
