// The import direction of ARCHITECTURE.md, as no-restricted-imports zones.
// ESLint replaces (does not merge) a rule's options in a later block, so every zone repeats
// the rules that hold everywhere ("nothing imports apps").

const noApps = {
  regex: '^@amori/(site|server)(/|$)|(^|/)apps/',
  message: 'Nothing imports apps/* (ARCHITECTURE.md: import direction).',
};
const noRelativePackages = {
  regex: '^\\.{1,2}/(.*/)?packages/',
  message: 'Import another package by its name (@amori/...), not by a relative path.',
};
const only = (allowed, layer) => ({
  regex: allowed.length ? `^@amori/(?!(${allowed.join('|')})(/|$))` : '^@amori/',
  message: `${layer} may import only ${allowed.length ? allowed.map((a) => `@amori/${a}`).join(', ') : 'no workspace package'}.`,
});
const forbid = (names, message) => ({
  regex: `^(${names.map((n) => n.replace('/', '\\/')).join('|')})(/|$)`,
  message,
});

const noReact = forbid(['react', 'react-dom'], 'This layer has no React (ARCHITECTURE.md).');
const noRouter = forbid(['react-router', '@react-router/.*'], 'The router lives in apps/site only.');
const noData = forbid(['swr'], 'Data fetching lives in apps/site only.');
const noI18n = forbid(['i18next', 'react-i18next'], 'ui takes its text through props, not an i18n library.');

/** Network globals that ui and screens must not touch: they never fetch. */
const noFetchGlobals = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
  name,
  message: 'ui and screens never fetch: data comes in through props.',
}));

const zone = (files, patterns, extra = {}) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [noApps, noRelativePackages, ...patterns] }],
    ...extra,
  },
});

// Inside the server (ARCHITECTURE.md, "adding an API call"): shared code (lib/) and the seed import
// no feature module, and a module reaches another module's data only through its service.
const serverOnly = only(['core', 'contract'], 'server');
const noFeatureModules = {
  regex: '(^|/)modules/',
  message: 'lib/ and db/seed import no feature module (modules/*): move what both need to lib/ or core.',
};
const noOtherRepository = {
  regex: '^(\\.\\./)+(modules/)?[^./][^/]*/[^/]+\\.repository(\\.ts)?$',
  message: "A module never imports another module's repository: call that module's service.",
};

export const boundaries = [
  zone(['packages/tokens/**'], [only([], 'tokens'), noReact, noRouter, noData]),
  zone(['packages/core/**'], [only([], 'core'), noReact, noRouter, noData]),
  zone(['packages/contract/**'], [only(['core'], 'contract'), noReact, noRouter, noData]),
  zone(['packages/ui/**'], [only(['tokens', 'core'], 'ui'), noRouter, noData, noI18n], {
    'no-restricted-globals': ['error', ...noFetchGlobals],
  }),
  zone(['packages/screens/**'], [only(['ui', 'tokens', 'core', 'contract'], 'screens'), noRouter, noData], {
    'no-restricted-globals': ['error', ...noFetchGlobals],
  }),
  zone(['apps/site/**'], []),
  zone(['apps/server/**'], [serverOnly]),
  zone(['apps/server/src/lib/**', 'apps/server/src/db/seed/**'], [serverOnly, noFeatureModules]),
  zone(['apps/server/src/modules/**'], [serverOnly, noOtherRepository]),
];
