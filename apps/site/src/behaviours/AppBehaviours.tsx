import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import {
  appBadgeCount,
  bodyStateAttributes,
  LIKE_RELOAD_DELAY_MS,
  likePopupDelayMs,
  likePopupKind,
  type LikePopupSource,
  loggedOutSearchAllowed,
  loginRedirect,
  pageBounceEnabled,
  safeRedirect,
  tabTitle,
  withoutQueryParam,
} from '@amori/core';
import { onAuthRequired } from '../data/client';
import { useAutoLike, useSettings } from '../data/hooks';
import { useIntroducedMember } from '../data/members';
import { useSignupModal } from '../layouts/signupModal';
import { swrKeys } from '../data/keys';
import { useClearSession, useSession } from '../data/useSession';
import { warmFontCache } from './fonts';
import { preloadModals, useModals } from './lazyModals';
import { currentPath } from './currentPath';
import { installPageBounce } from './pageBounce';
import { RouteProgress } from './RouteProgress';
import { useRouteFocus } from './routeFocus';
import { installStaleChunkReload } from './staleChunk';
import { captureTracking, savedTracking } from './tracking';
import { useInstalledApp } from './installedApp';

type AppBadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * The site-wide behaviours every layout shares: tracking parameters, the `t` like popup, the
 * `lb` page-bounce beacon, stale-chunk reloads, logout on authentication_required, the route
 * progress bar, the focus after a navigation, the tab-title prefix and app badge, and the
 * service worker.
 */
export function AppBehaviours() {
  useRouteFocus('main');
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const clearSession = useClearSession();
  const { loggedIn, attention } = useSession();
  const signupModal = useSignupModal();
  const { data: settings } = useSettings();
  const [likePopupDue, setLikePopupDue] = useState(false);
  const [likePopupClosed, setLikePopupClosed] = useState(false);
  // A member's like popup is the profile auto-like.php just made like them (spec point 7); a
  // visitor's, a member to meet (the first of their search, with a photo first).
  const autoLike = useAutoLike(likePopupDue && loggedIn);
  const visitorDue = likePopupDue && !loggedIn;
  const network = visitorDue ? (savedTracking()?.network ?? null) : null;
  const introduced = useIntroducedMember(
    visitorDue,
    network,
    !!settings && loggedOutSearchAllowed(settings, network),
  );
  const sourceOf = (answer: { error?: unknown; data?: unknown }, found: boolean): LikePopupSource =>
    answer.error
      ? { status: 'error' }
      : answer.data !== undefined
        ? { status: 'ready', hasProfile: found }
        : { status: 'loading' };
  const likePopup = likePopupDue
    ? likePopupKind({
        loggedIn,
        source: loggedIn
          ? sourceOf(autoLike, !!autoLike.data?.profile)
          : sourceOf(introduced, !!introduced.data),
      })
    : 'none';
  const modals = useModals(likePopup !== 'none');
  const likedBy = autoLike.data?.profile ?? null;
  const shown =
    likePopup === 'liked' ? likedBy : likePopup === 'introduce' ? (introduced.data ?? null) : null;
  const installedApp = useInstalledApp();

  // The body states (spec point 9): the server rendered them on <body>; here they follow a login,
  // a logout, a navigation and installed-app mode (known only in the browser).
  useEffect(() => {
    const states = bodyStateAttributes({ loggedIn, indexPage: location.pathname === '/', installedApp });
    for (const [name, value] of Object.entries(states)) {
      if (value) document.body.setAttribute(name, value);
      else document.body.removeAttribute(name);
    }
  }, [loggedIn, location.pathname, installedApp]);
  const loggedInRef = useRef(loggedIn);
  useEffect(() => {
    loggedInRef.current = loggedIn;
  }, [loggedIn]);

  // Once per page load.
  useEffect(() => {
    captureTracking();
    const offChunk = installStaleChunkReload();
    const offFonts = warmFontCache();
    const offBounce = pageBounceEnabled(window.location.search) ? installPageBounce() : () => {};
    const offAuth = onAuthRequired(() => {
      void clearSession();
      const here = currentPath();
      if (!here.startsWith('/login')) void navigate(loginRedirect(here));
    });
    // Tests (and anyone curious) can tell that the page is hydrated and its behaviours installed.
    document.documentElement.dataset.hydrated = 'true';
    return () => {
      offChunk();
      offFonts();
      offBounce();
      offAuth();
    };
  }, [clearSession, navigate]);

  // The service worker: registered once; pushed messages refresh data, push clicks navigate.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; checkUrl?: string; openUrl?: string } | null;
      if (data?.type === 'NEW_PUSH_MESSAGE') {
        void mutate(swrKeys.user);
        void mutate(swrKeys.chats);
        void mutate(swrKeys.likes);
      } else if (data?.type === 'NEW_PUSH_CLICK') {
        void navigate(safeRedirect(loggedInRef.current ? data.checkUrl : data.openUrl));
      }
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [mutate, navigate]);

  // `t`: the like popup after t seconds; `t` leaves the URL.
  useEffect(() => {
    const delay = likePopupDelayMs(location.search);
    if (delay === null) return;
    void preloadModals().catch(() => undefined);
    window.history.replaceState(window.history.state, '', withoutQueryParam(window.location.href, 't'));
    const timer = setTimeout(() => {
      setLikePopupClosed(false);
      setLikePopupDue(true);
    }, delay);
    return () => clearTimeout(timer);
  }, [location.search]);

  // The new like shows in the likes 0.5 s after auto-like.php answered (spec point 7).
  useEffect(() => {
    if (!likedBy) return;
    const timer = setTimeout(() => void mutate(swrKeys.likes), LIKE_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [likedBy, mutate]);

  // Tab title prefix `(N) ` and the app badge: unread messages plus new likes.
  useEffect(() => {
    document.title = tabTitle(document.title, attention);
    const nav = navigator as AppBadgeNavigator;
    const count = appBadgeCount(attention, 0);
    if (count && nav.setAppBadge) nav.setAppBadge(count).catch(() => undefined);
    else if (!count && nav.clearAppBadge) nav.clearAppBadge().catch(() => undefined);
  }, [attention, location.pathname]);

  return (
    <>
      <RouteProgress />
      {modals && likePopup !== 'none' && !likePopupClosed && (
        <modals.LikePopup
          kind={likePopup}
          profile={
            shown ? { id: shown.id, name: shown.name, photoUrl: shown.main_image?.match ?? null } : null
          }
          onClose={() => setLikePopupClosed(true)}
          onView={(id) => {
            setLikePopupClosed(true);
            // A visitor signs up from the profile (its message and like lead there).
            void navigate(`/members/${id}`);
          }}
          onSignup={() => {
            setLikePopupClosed(true);
            signupModal.open('memberOnly');
          }}
        />
      )}
    </>
  );
}
