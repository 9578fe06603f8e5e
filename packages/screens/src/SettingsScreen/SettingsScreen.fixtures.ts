import type { AccountSettings } from '@amori/contract';
import type { SettingsScreenProps } from './SettingsScreen';

export const accountSettingsFixture: AccountSettings = {
  email: 'anna@example.com',
  pending_email: null,
  language: 'en',
  paid_user: false,
  invisible: false,
  notifications: {
    new_conversations: true,
    new_messages: true,
    like: true,
    unread_message_reminders: true,
    promotions: false,
    weekly_updates: true,
    news: true,
    reminders: true,
  },
  notifications_disabled: [],
  discreet: false,
};

export const settingsFixture = {
  status: 'ready',
  settings: accountSettingsFixture,
  dateLocale: 'en-GB',
  email: { status: 'idle', error: null },
  password: { status: 'idle', error: null },
  premiumHref: '/premium',
  languages: [
    { value: 'en', label: 'English' },
    { value: 'nl', label: 'Nederlands' },
    { value: 'de', label: 'Deutsch' },
  ],
  blocked: { status: 'ready', members: [{ id: 7, name: 'Mark' }] },
  sessions: [
    {
      id: 1,
      created_at: '2026-03-01T12:00:00Z',
      ip: '203.0.113.7',
      user_agent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      current: true,
    },
    {
      id: 2,
      created_at: '2026-02-20T08:30:00Z',
      ip: '198.51.100.4',
      user_agent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1',
      current: false,
    },
  ],
  exportHref: '/api/export.php',
  deletion: { step: 'idle', offer: null, error: null },
  creditsHref: '/credits',
} satisfies Partial<SettingsScreenProps>;

export const retentionOfferFixture = {
  code: 'STAY-42',
  country: 'NL',
  user_id: 42,
  expires: '2026-03-31T12:00:00Z',
  value_percentage: 50,
  percentage: 50,
  currency: null,
  minimum_order_value: 0,
  minimum: 0,
  status: 'active' as const,
  validity: 'once' as const,
  expired: false,
  paymentmethods: [],
};
