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

