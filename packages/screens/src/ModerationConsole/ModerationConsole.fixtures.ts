import type { TransparencyReport, WaitingPhoto } from '@amori/contract';
import { portrait } from '../shared/members.fixtures';
import type { PhotoQueueScreenProps } from './PhotoQueueScreen';
import type { TransparencyScreenProps } from './TransparencyScreen';

export const waitingPhotos: WaitingPhoto[] = [
  {
    id: 41,
    url: portrait('#c98d6b', '1'),
    profile: { id: 12, name: 'Sanne' },
    uploaded_at: '2026-03-01T09:30:00.000Z',
  },
  {
    id: 42,
    url: portrait('#6b8dc9', '2'),
    profile: { id: 15, name: 'Milan' },
    uploaded_at: '2026-03-01T11:05:00.000Z',
  },
];

export const photoQueueFixture = {
  status: 'ready',
  photos: waitingPhotos,
  busyId: null,
  outcome: null,
  backHref: '/admin',
  formatDate: (iso: string) => iso.slice(0, 16).replace('T', ' '),
} satisfies Partial<PhotoQueueScreenProps>;

export const transparencyReport: TransparencyReport = {
  from: '2026-02-01',
  to: '2026-02-28',
  reports: {
    total: 17,
    by_reason: {
      fake_profile: 5,
      scam: 6,
      spam: 2,
      offensive: 1,
      under_18: 1,
      explicit_photo: 2,
      other: 0,
    },
  },
  actions: {
    total: 13,
    by_kind: { dismiss: 4, warn: 3, hide_photo: 1, hide_text: 1, suspend: 2, ban: 1, reject_photo: 1 },
  },
  median_seconds_to_action: 5400,
  appeals: 2,
  reversals: 1,
};

export const transparencyFixture = {
  status: 'ready',
  from: '2026-02-01',
  to: '2026-02-28',
  report: transparencyReport,
  csvHref: '/api/admin/transparency.php?from=2026-02-01&to=2026-02-28&format=csv',
  jsonHref: '/api/admin/transparency.php?from=2026-02-01&to=2026-02-28&format=json',
  backHref: '/admin',
} satisfies Partial<TransparencyScreenProps>;
