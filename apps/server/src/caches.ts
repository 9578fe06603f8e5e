import { Cache, type Region } from './lib/cache';
import type { Events } from './lib/events';
import type { BlocksOf, MemberProfileRow } from './modules/directory/directory.service';
import type { LikesOf } from './modules/likes/likes.service';
import type { KeptSite } from './modules/settings/settings.service';
import type { SiteRow } from './db/schema';
import type { Member } from './plugins/session';

/**
 * What the server keeps for a few seconds, and the one place that says which event drops what.
 * Each region is kept because a target of QUALITY.md fails without it (docs/performance.md):
 * - `sessions`: a logged-in request's member, by session token (user.php is polled by every page);
 * - `profiles`: a profile as every viewer sees it (member.php), by profile id;
 * - `blocks` and `likes`: a profile's blocks and likes each way, by profile id (profiles and
 *   searches read them on every request);
 * - `searches`: a search's answer for one viewer (a member, or visitors), by viewer and filters;
 * - `chatsAnswers` and `likesAnswers`: a member's chats.php and likes.php answers (JSON), by profile
 *   id (a member's pages poll them; each read from the database takes several queries);
 * - `sitesByDomain`, `sitesById`: the sites served, with their settings answers (settings.php is
 *   asked on every page).
 */
export interface Caches {
  sessions: Region<string, Member | null>;
  profiles: Region<number, MemberProfileRow | undefined>;
  blocks: Region<number, BlocksOf>;
  likes: Region<number, LikesOf>;
  searches: Region<string, string>;
  chatsAnswers: Region<number, string>;
  likesAnswers: Region<number, string>;
  sitesByDomain: Region<string, KeptSite>;
  sitesById: Region<number, SiteRow>;
}

export function openCaches(events: Events, options: { keepMs: number; now: () => number }): Caches {
  const cache = new Cache(options.keepMs, options.now);
  const caches: Caches = {
    sessions: cache.region('sessions', { maxEntries: 10_000, keepEmpty: false }),
    profiles: cache.region('profiles', { maxEntries: 10_000 }),
    blocks: cache.region('blocks', { maxEntries: 10_000 }),
    likes: cache.region('likes', { maxEntries: 10_000 }),
    searches: cache.region('searches', { maxEntries: 1_000 }),
    chatsAnswers: cache.region('chatsAnswers', { maxEntries: 10_000 }),
    likesAnswers: cache.region('likesAnswers', { maxEntries: 10_000 }),
    sitesByDomain: cache.region('sitesByDomain', { maxEntries: 1_000 }),
    sitesById: cache.region('sitesById', { maxEntries: 1_000 }),
  };
  const {
    sessions,
    profiles,
    blocks,
    likes,
    searches,
    chatsAnswers,
    likesAnswers,
    sitesByDomain,
    sitesById,
  } = caches;
  const sessionsOf = (userId: number) => sessions.forgetWhere((member) => member?.user.id === userId);
  // A member's lists (chats.php, likes.php): their conversations, and likes each way, with
  // everyone else's cards, leaving out those blocked either way and inactive profiles.
  const listsOf = (ids: number[]) => {
    chatsAnswers.forget(ids);
    likesAnswers.forget(ids);
  };

  events.on('memberChanged', ({ userId }) => {
    sessionsOf(userId);
    profiles.forgetWhere((row) => row?.user_id === userId);
    // Any member may be in any search, and in anyone's lists (their card; an inactive profile is
    // left out of them).
    searches.clear();
    chatsAnswers.clear();
    likesAnswers.clear();
  });
  events.on('sessionEnded', ({ userId }) => sessionsOf(userId));
  events.on('likesChanged', ({ profiles: ids }) => {
    likes.forget(ids);
    listsOf(ids);
  });
  events.on('liked', ({ from, to }) => {
    likes.forget([from, to]);
    listsOf([from, to]);
  });
  events.on('blocksChanged', ({ profiles: ids }) => {
    blocks.forget(ids);
    listsOf(ids);
    // A member's searches leave out those they blocked or were blocked by.
    searches.clear();
  });
  // The conversations list: its last message, unread counts, credits spent, hidden ones.
  events.on('messageStored', ({ profiles: ids }) => chatsAnswers.forget(ids));
  events.on('unreadChanged', ({ profile }) => chatsAnswers.forget([profile]));
  events.on('chatsChanged', ({ profiles: ids }) => chatsAnswers.forget(ids));
  events.on('siteChanged', () => {
    sitesByDomain.clear();
    sitesById.clear();
    // Prices and settings show in answers kept elsewhere too.
    searches.clear();
  });
  events.onMissed(() => cache.clear());
  return caches;
}
