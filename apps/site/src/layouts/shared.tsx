import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useRevalidator, useRouteLoaderData } from 'react-router';
import {
  DEFAULT_LOCALE,
  entryWarningVisible,
  languageChoices,
  localeCookie,
  SITE_ENTRY_FORM_PATH,
  SITE_ENTRY_LEAVE_URL,
  siteEntryCookie,
  siteEntryCountryRestricted,
  siteEntryModalVisible,
  visibleLocales,
  type Layout,
  type Locale,
} from '@amori/core';
import { EntryWarning, SiteEntryModal } from '@amori/screens';
import { useSettings } from '../data/hooks';
import { saveLanguage, useSession } from '../data/useSession';
import type { RootLoaderData } from '../root';
import { useInstalledApp } from '../behaviours/installedApp';

/** The spec name of the route being shown (route ids are the spec names). */
export function useRouteName(): string | null {
  const matches = useMatches();
  return matches[matches.length - 1]?.id ?? null;
}

/**
 * The page language, the dropdown's choices (the visible locales of the chosen or GeoIP country,
 * plus the page's own locale), and how to switch.
 */
export function useLocaleChoice() {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const { data: settings } = useSettings();
  const { i18n } = useTranslation();
  const { loggedIn } = useSession();
  const revalidator = useRevalidator();
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const locales = languageChoices(
    visibleLocales(settings?.geoip_country, settings?.geoip_selected_country),
    locale,
  );
  const changeLocale = useCallback(
    async (next: Locale) => {
      // The cookie keeps the choice for 365 days; a member's choice is saved on the account.
      document.cookie = localeCookie(next);
      if (loggedIn) await saveLanguage(next).catch(() => undefined);
      await i18n.changeLanguage(next);
      await revalidator.revalidate();
    },
    [i18n, loggedIn, revalidator],
  );
  return { locale, locales, changeLocale };
}

/** The entry warning line for this layout, route and country. */
export function LayoutEntryWarning({ layout }: { layout: Layout }) {
  const { data: settings } = useSettings();
  const routeName = useRouteName();
  return entryWarningVisible(layout, routeName, settings?.geoip_country) ? <EntryWarning /> : null;
}

/**
 * The site-entry warning modal: once to logged-out visitors outside installed-app mode,
 * unless enable_site_entry_popup is off or site_entry_popup_countries leaves the visitor's
 * country out. Acceptance is a cookie, so the server renders the warning in the first HTML
 * (no late modal, no layout shift); installed-app mode is only known in the browser and
 * removes it after hydration.
 */
export function SiteEntryGate({ mainId }: { mainId: string }) {
  const { data: settings } = useSettings();
  const { pathname, search } = useLocation();
  const { loggedIn } = useSession();
  const installedApp = useInstalledApp();
  const root = useRouteLoaderData<RootLoaderData>('root');
  const [accepted, setAccepted] = useState(false);
  const seen = (root?.siteEntryAccepted ?? false) || accepted;
  const visible = siteEntryModalVisible({
    loggedIn,
    installedApp,
    enabled: settings?.enable_site_entry_popup ?? false,
    countryRestricted: siteEntryCountryRestricted({
      countries: settings?.site_entry_popup_countries,
      geoipCountry: settings?.geoip_country,
      selectedCountry: settings?.geoip_selected_country,
    }),
    alreadySeen: seen,
  });
  if (!visible) return null;
  return (
    <SiteEntryModal
      onAccept={() => {
        document.cookie = siteEntryCookie();
        setAccepted(true);
      }}
      leaveHref={SITE_ENTRY_LEAVE_URL}
      formAction={SITE_ENTRY_FORM_PATH}
      returnTo={pathname + search}
      fallbackFocusId={mainId}
    />
  );
}
