/** The body states of spec point 9 that affect the footer. */
export interface BodyStates {
  loggedIn: boolean;
  /** The page is the index (`/`). */
  indexPage: boolean;
  /** Installed-app mode (display-mode: standalone). */
  installedApp: boolean;
}

/** The states as `<body>` data attributes (absent when false), from the server render on. */
export function bodyStateAttributes(states: BodyStates): Record<string, 'true' | undefined> {
  return {
    'data-logged-in': states.loggedIn ? 'true' : undefined,
    'data-not-index': states.indexPage ? undefined : 'true',
    'data-installed-app': states.installedApp ? 'true' : undefined,
  };
}

export interface FooterVariant {
  /** Less room: members know the site, an installed app is short of space. */
  compact: boolean;
  /** Links that sell (pricing): not inside the installed app. */
  marketingLinks: boolean;
  /** The adults-only disclaimer: for visitors. */
  disclaimer: boolean;
  /** A link home: on every page but the index. */
  homeLink: boolean;
}

/** How the body states change the footer (spec point 9). */
export function footerVariant(states: BodyStates): FooterVariant {
  return {
    compact: states.loggedIn || states.installedApp,
    marketingLinks: !states.installedApp,
    disclaimer: !states.loggedIn,
    homeLink: !states.indexPage,
  };
}
