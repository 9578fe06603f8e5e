import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  DISMISS_KEYS,
  dismissalValue,
  TIME_BONUS_MODAL_DELAY_MS,
  TIME_BONUS_TICK_MS,
  TIME_BONUS_WINDOW_SECONDS,
  timeBonusModalEligible,
  timeBonusState,
  visibleAlerts,
  type DismissKey,
} from '@amori/core';
import { AlertsArea, type DismissibleAlert } from '@amori/screens';
import { preloadModals, useModals } from '../behaviours/lazyModals';
import { callApi } from '../data/client';
import { useSettings } from '../data/hooks';
import { subscribePush } from '@amori/contract';
import { setPushSubscribed, usePushSubscribed } from '../data/pushSubscription';
import { useSession } from '../data/useSession';
import { useRouteName } from './shared';

/** The time now, ticking every second until `until` (ms since epoch; null: no ticking). */
function useNow(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current > until) clearInterval(timer);
    }, TIME_BONUS_TICK_MS);
    return () => clearInterval(timer);
  }, [until]);
  return now;
}

const dismissKeyOf: Record<DismissibleAlert, DismissKey> = {
  profilePhoto: DISMISS_KEYS.enrich,
  push: DISMISS_KEYS.push,
  disabledNotifications: DISMISS_KEYS.disabledNotifications,
};

let storageVersion = 0;
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
function readDismissed(key: DismissKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function storeDismissed(key: DismissKey) {
  try {
    window.localStorage.setItem(key, dismissalValue());
  } catch {
    // storage blocked: dismissed for this page only
  }
  storageVersion += 1;
  listeners.forEach((l) => l());
}

/**
 * Stored dismissals (timestamps). The server (and hydration) treats everything as dismissed
 * and shows no countdown, so the first client render matches the HTML.
 */
function useDismissed() {
  const version = useSyncExternalStore(
    subscribe,
    () => storageVersion,
    () => -1,
  );
  const server = version === -1;
  const dismissed = Object.fromEntries(
    Object.values(DISMISS_KEYS).map((key) => [key, server ? '1' : readDismissed(key)]),
  ) as Record<DismissKey, string | null>;
  return { dismissed, server };
}

type PushState = 'unknown' | 'capable' | 'subscribed' | 'denied';

/** What the browser allows: no push (unknown), blocked (denied), or able to subscribe (capable). */
function pushSupport(publicKey: string | null | undefined): Exclude<PushState, 'subscribed'> {
  if (typeof window === 'undefined' || !publicKey) return 'unknown';
  if (!('Notification' in window) || !('PushManager' in window) || !('serviceWorker' in navigator))
    return 'unknown';
  return Notification.permission === 'denied' ? 'denied' : 'capable';
}

/**
 * The push state of spec point 4: unknown, capable, subscribed (the service worker's push
 * manager has a subscription) or denied. Shown on `<html data-push>` for tests and the curious.
 */
function usePushState(publicKey: string | null | undefined) {
  const support = pushSupport(publicKey);
  const subscribed = usePushSubscribed();
  useEffect(() => {
    if (support !== 'capable' || Notification.permission !== 'granted') return;
    let live = true;
    navigator.serviceWorker.ready
      .then((registration) => registration.pushManager.getSubscription())
      .then((subscription) => {
        if (live && subscription) setPushSubscribed(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [support]);
  const state: PushState = support === 'capable' && subscribed ? 'subscribed' : support;
  useEffect(() => {
    document.documentElement.dataset.push = state;
  }, [state]);
  return state;
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * The warning banners, the activation modal and the time-bonus modal of the default layout.
 * Shown only to logged-in members (rules in @amori/core).
 */
export function LayoutAlerts() {
  const { t } = useTranslation('nav');
  const { user } = useSession();
  const { data: settings } = useSettings();
  const routeName = useRouteName();
  const location = useLocation();
  const navigate = useNavigate();
  const { dismissed, server } = useDismissed();
  const [modalDue, setModalDue] = useState(false);
  const [modalClosed, setModalClosed] = useState(false);

  const bonusInput = { loggedIn: !!user, paidUser: !!user?.paid_user, signupDate: user?.signup_date };
  const signupMs = user?.signup_date ? Date.parse(user.signup_date) : NaN;
  const now = useNow(
    user && !user.paid_user && Number.isFinite(signupMs) ? signupMs + TIME_BONUS_WINDOW_SECONDS * 1000 : null,
  );
  const bonus = timeBonusState({ ...bonusInput, now });
  const push = usePushState(settings?.push_public_key);
  const smartphone = typeof window !== 'undefined' && !!window.matchMedia?.('(max-width: 767.98px)').matches;

  const alerts = visibleAlerts({
    loggedIn: !!user,
    routeName,
    user,
    timeBonusVisible: bonus.isVisible,
    push,
    dismissed,
    apiSignupComplete: new URLSearchParams(location.search).has('api_signup_complete'),
    smartphone,
  });

  const eligible = timeBonusModalEligible({
    loggedIn: !!user,
    routeName,
    credits: user?.credits ?? 0,
    dismissed: dismissed[DISMISS_KEYS.timeBonusModal],
    timeBonusVisible: bonus.isVisible,
  });
  // 40 s after entering the members area: moving between its pages does not restart the wait.
  useEffect(() => {
    if (!eligible) return;
    void preloadModals().catch(() => undefined);
    const timer = setTimeout(() => setModalDue(true), TIME_BONUS_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible]);

  const enablePush = useCallback(async () => {
    const key = settings?.push_public_key;
    if (!key || (await Notification.requestPermission()) !== 'granted') return;
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(key),
    });
    await callApi(subscribePush, { query: { push: '1' }, body: { subscription: subscription.toJSON() } });
    setPushSubscribed(true);
  }, [settings?.push_public_key]);

  const timeBonusModalShown = eligible && modalDue && !modalClosed;
  const modals = useModals(timeBonusModalShown || alerts.activation === 'modal');

  const closeTimeBonusModal = () => {
    storeDismissed(DISMISS_KEYS.timeBonusModal);
    setModalClosed(true);
  };

  return (
    <>
      <AlertsArea
        timeBonusSecondsLeft={alerts.timeBonus && !server ? bonus.secondsLeft : null}
        profilePhoto={alerts.profilePhoto}
        push={alerts.push}
        disabledNotifications={alerts.disabledNotifications}
        activation={alerts.activation === 'alert'}
        onDismiss={(alert) => storeDismissed(dismissKeyOf[alert])}
        onEnablePush={() => void enablePush().catch(() => undefined)}
      />
      {modals && alerts.activation === 'modal' && (
        <modals.Dialog title={t('alerts.activationTitle')}>
          <p style={{ margin: 0 }}>{t('alerts.activation')}</p>
        </modals.Dialog>
      )}
      {modals && timeBonusModalShown && (
        <modals.TimeBonusModal
          secondsLeft={bonus.secondsLeft}
          onClose={closeTimeBonusModal}
          onBuy={() => {
            closeTimeBonusModal();
            void navigate('/premium');
          }}
        />
      )}
    </>
  );
}
