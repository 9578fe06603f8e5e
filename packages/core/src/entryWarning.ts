import type { Layout } from './routes';

/** Countries whose visitors see the entry warning in the chat, lander and empty layouts. */
export const ENTRY_WARNING_COUNTRIES = ['NL', 'DE'] as const;

/** Routes where the entry warning never shows (spec point 2). */
export const ENTRY_WARNING_HIDDEN_ROUTES = [
  'complete-signup',
  'reset-password',
  'reset-password-do',
] as const;

/**
 * Whether the entry (age) warning shows: always in the default layout, for NL and DE visitors
 * (`geoip_country`) only in the chat, lander and empty layouts; never on complete-signup and
 * the reset-password routes.
 */
export function entryWarningVisible(
  layout: Layout,
  routeName: string | null | undefined,
  country: string | null | undefined,
): boolean {
  if (routeName && (ENTRY_WARNING_HIDDEN_ROUTES as readonly string[]).includes(routeName)) return false;
  if (layout === 'default') return true;
  return (ENTRY_WARNING_COUNTRIES as readonly string[]).includes((country ?? '').toUpperCase());
}

/**
 * Where the site-entry warning's form posts (a form, so entering works before the page's scripts
 * run): it sets the same cookie as the page does, then goes back to the page.
 */
export const SITE_ENTRY_FORM_PATH = '/site-entry';

/** Where a visitor who declines the site-entry warning is sent. */
export const SITE_ENTRY_LEAVE_URL = 'https://www.google.com/';

export interface SiteEntryModalInput {
  loggedIn: boolean;
  installedApp: boolean;
  /** The setting enable_site_entry_popup. */
  enabled: boolean;
  /** Whether the visitor's country restricts the popup. */
  countryRestricted: boolean;
  /** Whether this visitor has already seen (accepted) it. */
  alreadySeen: boolean;
}

/**
 * The site-entry warning modal shows once to logged-out visitors outside installed-app mode,
 * unless the setting turns it off or the country restricts it (spec point 2).
 */
export function siteEntryModalVisible(input: SiteEntryModalInput): boolean {
  return (
    !input.loggedIn && !input.installedApp && input.enabled && !input.countryRestricted && !input.alreadySeen
  );
}

/**
 * The visitor's effective country: the one they chose (`geoip_selected_country`: /lang-config,
 * the cookie or `?country=`) when set, else the one from GeoIP (`geoip_country`); upper case,
 * null when neither is known.
 */
export function visitorCountry(
  geoipCountry: string | null | undefined,
  selectedCountry: string | null | undefined,
): string | null {
  const country = (selectedCountry || geoipCountry || '').trim().toUpperCase();
  return country || null;
}

export interface SiteEntryCountryInput {
  /** The setting site_entry_popup_countries: where the popup shows; null or empty: everywhere. */
  countries: readonly string[] | null | undefined;
  geoipCountry: string | null | undefined;
  selectedCountry: string | null | undefined;
}

/**
 * Whether the visitor's country restricts the site-entry popup: the setting lists countries
 * and the visitor's effective country (`visitorCountry`) is not one of them. An unknown
 * country is restricted too when a list is set (the list says where the popup shows).
 */
export function siteEntryCountryRestricted(input: SiteEntryCountryInput): boolean {
  const list = (input.countries ?? []).map((c) => c.toUpperCase());
  if (list.length === 0) return false;
  const country = visitorCountry(input.geoipCountry, input.selectedCountry);
  return country === null || !list.includes(country);
}
