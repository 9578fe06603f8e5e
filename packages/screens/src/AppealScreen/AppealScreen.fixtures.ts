import type { AppealSummary, Statement } from '@amori/contract';

export const suspension: Statement = {
  id: 41,
  action: 'suspend',
  ground: 'scam',
  reason: 'You asked a member to buy you a gift card.',
  until: '2026-06-03T10:00:00Z',
  created_at: '2026-05-04T10:00:00Z',
  appealable: true,
  appeal: null,
};

export const warning: Statement = {
  id: 40,
  action: 'warn',
  ground: 'spam',
  reason: 'Advertising another site.',
  until: null,
  created_at: '2026-04-20T10:00:00Z',
  appealable: false,
  appeal: {
    status: 'upheld',
    created_at: '2026-04-21T09:00:00Z',
    decision_reason: 'The link was to a paid site.',
    decided_at: '2026-04-22T09:00:00Z',
  },
};

export const appealed: Statement = {
  ...suspension,
  appealable: false,
  appeal: { status: 'open', created_at: '2026-05-05T08:00:00Z', decision_reason: null, decided_at: null },
};

export const hiddenText: Statement = {
  id: 42,
  action: 'hide_text',
  ground: 'offensive',
  reason: 'Insults in your profile text.',
  until: null,
  created_at: '2026-05-01T10:00:00Z',
  appealable: true,
  appeal: null,
};

export const appealFixture: AppealSummary = {
  id: 7,
  text: 'I only asked about a concert ticket, never for money. Please read the whole conversation.',
  created_at: '2026-05-05T08:00:00Z',
  status: 'open',
  member: { id: 12, name: 'Marco' },
  statement: appealed,
  moderator: 'moderator@example.com',
  mine: false,
};
