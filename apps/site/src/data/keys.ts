/** SWR keys, one per contract call; loaders use the same keys for their fallback data. */
export const swrKeys = {
  settings: '/api/settings.php',
  user: '/api/user.php',
  chats: '/api/chats.php',
  likes: '/api/likes.php',
  companyInfo: '/api/companyinfo.php',
  interests: '/api/interests.php',
  regions: '/api/regions.php',
  autoLike: '/api/auto-like.php',
} as const;
