/** What needs the member's attention: unread messages plus new likes (spec point 4). */
export function attentionCount(unreadMessages: number, newLikes: number): number {
  const sum = Math.max(0, unreadMessages || 0) + Math.max(0, newLikes || 0);
  return Number.isFinite(sum) ? Math.floor(sum) : 0;
}

/** The tab title with a bracketed prefix `(N) `; no prefix at 0. Strips an old prefix first. */
export function tabTitle(title: string, count: number): string {
  const bare = title.replace(/^\(\d+\)\s/, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}

/** The app badge count (navigator.setAppBadge); `null` means clear the badge. */
export function appBadgeCount(unreadMessages: number, newLikes: number): number | null {
  const count = attentionCount(unreadMessages, newLikes);
  return count > 0 ? count : null;
}
