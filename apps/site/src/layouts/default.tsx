import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { backButtonVisible, loginRedirect } from '@amori/core';
import { SiteFooter, SiteHeader } from '@amori/screens';
import { useCompanyInfo, useSettings } from '../data/hooks';
import { useLogout, useSession } from '../data/useSession';
import { useInstalledApp } from '../behaviours/installedApp';
import { currentPath } from '../behaviours/currentPath';
import { lazyPart } from '../behaviours/staleChunk';
import { SignupModalSlot } from './signupModal';
import { LayoutEntryWarning, SiteEntryGate, useLocaleChoice, useRouteName } from './shared';
import * as styles from './layout.css';

// The banners and their modals are for members only (spec point 4): a visitor's page does not
// load their script. When their code cannot load they are left out.
const LayoutAlerts = lazyPart(() => import('./alerts').then((module) => module?.LayoutAlerts));

const MAIN_ID = 'main';

/** Top navigation, warning banners, content, footer, disclaimer, entry warning, signup modal. */
export default function DefaultLayout() {
  const { data: settings } = useSettings();
  const { data: company } = useCompanyInfo();
  const { user, unreadMessages, newLikes } = useSession();
  const { locale, locales, changeLocale } = useLocaleChoice();
  const logout = useLogout();
  const navigate = useNavigate();
  const routeName = useRouteName();
  const installedApp = useInstalledApp();
  // Installed-app mode is only known in the browser, so reading history here is safe.
  const historyLength = installedApp ? window.history.length : 1;
  const siteName = settings?.name ?? 'Amori';

  return (
    <div className={styles.shell}>
      <SiteHeader
        siteName={siteName}
        session={
          user
            ? {
                name: user.profile.name,
                unreadMessages,
                newLikes,
                paidUser: user.paid_user,
                credits: user.credits,
                operator: user.role === 'operator',
              }
            : null
        }
        locales={locales}
        locale={locale}
        onLocaleChange={(next) => void changeLocale(next)}
        onLogin={() => {
          const here = currentPath();
          void navigate(here === '/' || here.startsWith('/login') ? '/login' : loginRedirect(here));
        }}
        onLogout={() => void logout()}
        showBack={backButtonVisible({ installedApp, routeName, historyLength })}
        onBack={() => void navigate(-1)}
      />
      <LayoutEntryWarning layout="default" />
      {user && (
        <Suspense fallback={null}>
          <LayoutAlerts />
        </Suspense>
      )}
      {/* Focusable from script only: focus lands here once the site-entry warning is accepted. */}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter
        siteName={siteName}
        company={company ?? null}
        showUsNotice={locale === 'en'}
        states={{ loggedIn: !!user, indexPage: routeName === 'index', installedApp }}
      />
      <SiteEntryGate mainId={MAIN_ID} />
      <SignupModalSlot />
    </div>
  );
}
