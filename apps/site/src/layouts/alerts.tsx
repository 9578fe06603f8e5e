import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  BANNERS_AT_ONCE,
  bannersToShow,
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
import { subscribeToPush, usePushState } from '../behaviours/push';
import { useSettings } from '../data/hooks';
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

  const enablePush = useCallback(
    () => subscribeToPush(settings?.push_public_key),
    [settings?.push_public_key],
  );

  const timeBonusModalShown = eligible && modalDue && !modalClosed;
  const modals = useModals(timeBonusModalShown || alerts.activation === 'modal');

  const closeTimeBonusModal = () => {
    storeDismissed(DISMISS_KEYS.timeBonusModal);
    setModalClosed(true);
  };

  // The time bonus counts down in the browser only: the server (and hydration) leaves it out.
  const timeBonus = alerts.timeBonus && !server;
  // At most two banners, one of them on a phone (the area hides the second there), by priority.
  const banners = bannersToShow({ ...alerts, timeBonus }, BANNERS_AT_ONCE.wide);

  return (
    <>
      <AlertsArea
        banners={banners}
        timeBonusSecondsLeft={timeBonus ? bonus.secondsLeft : null}
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
