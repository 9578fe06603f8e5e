/** SWR keys, one per contract call; loaders use the same keys for their fallback data. */
export const swrKeys = {
  settings: '/api/settings.php',
} as const;
