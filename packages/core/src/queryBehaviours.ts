/**
 * The `t` query (spec point 4): show the like popup after that many seconds, then remove `t`.
 * Returns the delay in milliseconds, or `null` when `t` is missing or not a non-negative number.
 */
export function likePopupDelayMs(search: string | URLSearchParams): number | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get('t');
  if (raw === null || raw.trim() === '') return null;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  return Math.round(seconds * 1000);
}

/** The URL without one query parameter (path, remaining query and hash). */
export function withoutQueryParam(url: string, name: string): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.delete(name);
  const qs = parsed.searchParams.toString();
  return `${parsed.pathname}${qs ? `?${qs}` : ''}${parsed.hash}`;
}

/** Whether the `lb` query asks for page-bounce logging. */
export function pageBounceEnabled(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.has('lb');
}

/** A stale code chunk reloads the page at most once a minute (spec point 4). */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

/** Whether to reload after a chunk load failure, given the last reload's timestamp. */
export function shouldReloadForStaleChunk(
  lastReloadAt: number | string | null | undefined,
  now: number,
): boolean {
  const last = Number(lastReloadAt);
  if (lastReloadAt === null || lastReloadAt === undefined || !Number.isFinite(last) || last <= 0) return true;
  return now - last >= CHUNK_RELOAD_MIN_INTERVAL_MS;
}

/** Whether an error is a failed dynamic import of a code chunk (a deploy replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk .* failed/i.test(
    message,
  );
}

/** Route progress bar: shown after this throttle, for at most this long (spec point 9). */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5_000;

/** After a new like (the auto-like of the like popup) the likes reload this much later (spec point 9). */
export const LIKE_RELOAD_DELAY_MS = 500;

/** Where the like popup's member comes from: still loading, failed, or answered (with one or none). */
export type LikePopupSource =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; hasProfile: boolean };

export interface LikePopupInput {
  loggedIn: boolean;
  /**
   * A member's: the auto-like.php answer (the member who just liked them). A visitor's: the
   * member to show them (the first with a photo of the search a visitor may make).
   */
  source: LikePopupSource;
}

/** What the due like popup shows (see `likePopupKind`). */
export type LikePopupKind = 'liked' | 'introduce' | 'invite' | 'none';

/**
 * What the due like popup shows. Spec point 2: the popup shows a profile, with a button to view
 * it (to /members/{id}).
 * - A member: `liked`, the member auto-like.php just made like them, in the match modal; nothing
 *   while it loads, and nothing when it fails or finds nobody, since a popup claiming a like that
 *   did not happen would be false.
 * - A visitor has no profile to be liked: `introduce`, a member to meet, whose profile the button
 *   opens (and signing up follows from there); nothing while that member loads. When there is no
 *   member to show (logged-out search closed, failed or empty), `invite`: an invitation to sign
 *   up, which names nobody.
 */
export function likePopupKind(input: LikePopupInput): LikePopupKind {
  const { source } = input;
  if (source.status === 'loading') return 'none';
  const found = source.status === 'ready' && source.hasProfile;
  if (input.loggedIn) return found ? 'liked' : 'none';
  return found ? 'introduce' : 'invite';
}
