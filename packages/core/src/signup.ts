/** The settings a signup or search rule reads (a subset of the API's settings). */
export interface SignupSettings {
  signups: string;
}

/**
 * Signups are open when `signups` is 'all', or 'with_trafficsource' and a traffic network is
 * present (spec point 5).
 */
export function signupsOpen(settings: SignupSettings, network: string | null | undefined): boolean {
  if (settings.signups === 'all') return true;
  return settings.signups === 'with_trafficsource' && !!network?.trim();
}

export interface LoggedOutSearchSettings {
  logged_out_search: boolean;
  logged_out_search_trafficsource: boolean;
}

/**
 * Whether a logged-out visitor may browse members (decisions.md): `logged_out_search` allows
 * it; the `_trafficsource` variant allows it only with a traffic network.
 */
export function loggedOutSearchAllowed(
  settings: LoggedOutSearchSettings,
  network: string | null | undefined,
): boolean {
  if (settings.logged_out_search) return true;
  return settings.logged_out_search_trafficsource && !!network?.trim();
}
