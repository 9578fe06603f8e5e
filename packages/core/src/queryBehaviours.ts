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

export interface LikePopupInput {
  loggedIn: boolean;
  /** The auto-like.php answer for a member: still loading, failed, or its profile (null: none). */
  autoLike: { status: 'loading' } | { status: 'error' } | { status: 'ready'; hasProfile: boolean };
}

/**
 * What the due like popup shows. A visitor cannot be liked, so gets the generic invitation
 * (whose button asks them to sign up). A member gets the profile auto-like.php answered with,
 * in the match modal; nothing while it loads, and nothing when it fails or finds nobody, since
 * a popup claiming a like that did not happen would be false.
 */
export function likePopupKind(input: LikePopupInput): 'generic' | 'profile' | 'none' {
  if (!input.loggedIn) return 'generic';
  if (input.autoLike.status !== 'ready') return 'none';
  return input.autoLike.hasProfile ? 'profile' : 'none';
}
