import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import type { AccountSettings } from '@amori/contract';
import { isLocale, NATIVE_LOCALE_NAMES, type NotificationPreference } from '@amori/core';
import {
  SettingsScreen,
  type AccountError,
  type AppealSendStatus,
  type Deletion,
  type FormStatus,
} from '@amori/screens';
import { account, accountErrorOf, useAccountSettings, useSessions, useSpendingLimits } from '../data/account';
import { appealStatement, useStatements } from '../data/appeals';
import { swrKeys } from '../data/keys';
import { unblockMember, useBlocks } from '../data/members';
import { useClearSession } from '../data/useSession';
import { RouteErrorBoundary } from '../errors';
import { useLocaleChoice } from '../layouts/shared';
import type { Route } from './+types/notifications';
import { LoadingFallback, memberOnly } from './member-only';
import { visitorsToLogin } from './member-only.server';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** A visitor goes to login from the server (see visitorsToLogin). */
export const loader = ({ request }: { request: Request }) => visitorsToLogin(request);

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => memberOnly(request);
clientLoader.hydrate = true as const;
export const HydrateFallback = LoadingFallback;

interface FormState {
  status: FormStatus;
  error: AccountError | null;
  sentTo?: string;
}

/** `/notifications`: the member's settings and e-mail notification preferences. */
export default function NotificationsRoute() {
  const { t, i18n } = useTranslation('common');
  const { data: settings, error, mutate: reload } = useAccountSettings();
  const { data: sessions, mutate: reloadSessions } = useSessions();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const clear = useClearSession();
  const { locale, locales, changeLocale } = useLocaleChoice();
  const [email, setEmail] = useState<FormState>({ status: 'idle', error: null });
  const [password, setPassword] = useState<FormState>({ status: 'idle', error: null });
  const [deletion, setDeletion] = useState<Deletion>({ step: 'idle', offer: null, error: null });
  const [saved, setSaved] = useState(false);
  const blocks = useBlocks();
  const [unblockFailed, setUnblockFailed] = useState(false);
  const spending = useSpendingLimits();
  const statements = useStatements();
  const [appealing, setAppealing] = useState<{ id: number; status: AppealSendStatus } | null>(null);
  const [spendingChange, setSpendingChange] = useState<{ saving: boolean; failed: boolean }>({
    saving: false,
    failed: false,
  });
  const changeSpending = (body: Parameters<typeof account.updateSpendingLimits>[0]) => {
    setSpendingChange({ saving: true, failed: false });
    account.updateSpendingLimits(body).then(
      async (answer) => {
        await spending.mutate(answer, { revalidate: false });
        setSpendingChange({ saving: false, failed: false });
      },
      () => setSpendingChange({ saving: false, failed: true }),
    );
  };

  /** A change that applies at once: shown at once, saved, then the answer kept. */
  const change = async (
    optimistic: Partial<AccountSettings>,
    body: Parameters<typeof account.updateSettings>[0],
  ) => {
    setSaved(false);
    if (settings) await reload({ ...settings, ...optimistic }, { revalidate: false });
    try {
      const answer = await account.updateSettings(body);
      await reload(answer, { revalidate: false });
      await mutate(swrKeys.user);
      setSaved(true);
    } catch {
      await reload();
    }
  };

  const languages = [...new Set([...locales, locale])].map((value) => ({
    value,
    label: NATIVE_LOCALE_NAMES[value],
  }));

  return (
    <SettingsScreen
      status={error ? 'error' : settings ? 'ready' : 'loading'}
      settings={settings ?? null}
      onRetry={() => void reload()}
      dateLocale={t('dateLocale')}
      saved={saved}
      email={email}
      onChangeEmail={(values) => {
        setEmail({ status: 'submitting', error: null });
        account.requestMailChange(values).then(
          () => {
            setEmail({ status: 'done', error: null, sentTo: values.email });
            void reload();
          },
          (e: unknown) => setEmail({ status: 'idle', error: accountErrorOf(e) }),
        );
      }}
      password={password}
      onChangePassword={(values) => {
        setPassword({ status: 'submitting', error: null });
        account.changePassword(values).then(
          () => {
            setPassword({ status: 'done', error: null });
            void reloadSessions();
          },
          (e: unknown) => setPassword({ status: 'idle', error: accountErrorOf(e) }),
        );
      }}
      onNotificationChange={(preference: NotificationPreference, on) =>
        void change(settings ? { notifications: { ...settings.notifications, [preference]: on } } : {}, {
          notifications: { [preference]: on },
        })
      }
      onReenable={() => void change({ notifications_disabled: [] }, { reenable: true })}
      onInvisibleChange={(invisible) => void change({ invisible }, { invisible })}
      onDiscreetChange={(discreet) => void change({ discreet }, { discreet })}
      premiumHref="/premium"
      languages={languages}
      onLanguageChange={(language) => {
        if (!isLocale(language)) return;
        void changeLocale(language).then(() => reload());
      }}
      blocked={{
        status: blocks.error ? 'error' : blocks.data ? 'ready' : 'loading',
        members: (blocks.data?.profiles ?? []).map((profile) => ({
          id: profile.id,
          name: profile.name,
          photoUrl: profile.main_image?.thumb_filename,
        })),
        unblockFailed,
      }}
      onUnblock={(id) => {
        setUnblockFailed(false);
        unblockMember(id).catch(() => setUnblockFailed(true));
      }}
      onRetryBlocked={() => void blocks.mutate()}
      statements={{
        status: statements.error ? 'error' : statements.data ? 'ready' : 'loading',
        statements: statements.data?.statements ?? [],
        appealing,
        formatDate: (iso) =>
          new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso)),
        onAppeal: (id) => setAppealing({ id, status: 'idle' }),
        onCancel: () => setAppealing(null),
        onRetry: () => void statements.mutate(),
        onSubmit: (id, text) => {
          setAppealing({ id, status: 'sending' });
          appealStatement(id, text).then(
            async () => {
              setAppealing({ id, status: 'sent' });
              await statements.mutate();
            },
            () => setAppealing({ id, status: 'error' }),
          );
        },
      }}
      spending={{
        status: spending.error ? 'error' : spending.data ? 'ready' : 'loading',
        limits: spending.data ?? null,
        dateLocale: i18n.language,
        saving: spendingChange.saving,
        failed: spendingChange.failed,
        onSaveLimit: (limit) => changeSpending({ limit }),
        onStartCoolOff: (days) => changeSpending({ cool_off_days: days }),
        onEndCoolOff: () => changeSpending({ cool_off_days: null }),
        onRetry: () => void spending.mutate(),
      }}
      sessions={sessions?.sessions ?? null}
      onEndSession={(id) => void account.endSessions(id).then(() => reloadSessions())}
      onEndOtherSessions={() => void account.endSessions().then(() => reloadSessions())}
      exportHref="/api/export.php"
      deletion={deletion}
      onDeleteStart={() => {
        setDeletion({ step: 'loading', offer: null, error: null });
        account.retentionOffer().then(
          (offer) => setDeletion({ step: 'offer', offer, error: null }),
          // No offer (the company gives none): straight to the confirmation.
          () => setDeletion({ step: 'confirm', offer: null, error: null }),
        );
      }}
      onKeepOffer={() => setDeletion((d) => ({ ...d, step: 'kept' }))}
      onDeclineOffer={() => setDeletion((d) => ({ ...d, step: 'confirm' }))}
      onDeleteCancel={() => setDeletion({ step: 'idle', offer: null, error: null })}
      onDeleteConfirm={(typed) => {
        setDeletion((d) => ({ ...d, step: 'deleting', error: null }));
        account.deleteAccount(typed).then(
          async () => {
            await clear();
            await navigate('/account-deleted', { replace: true });
          },
          (e: unknown) => setDeletion((d) => ({ ...d, step: 'confirm', error: accountErrorOf(e) })),
        );
      }}
      creditsHref="/credits"
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
