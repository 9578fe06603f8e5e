import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, shouldReloadForStaleChunk } from '@amori/core';

/**
 * A code chunk of an older deploy failed to load: reload the page, at most once a minute
 * (the last reload's time is kept in sessionStorage, so a broken deploy cannot loop).
 * Returns whether it reloads.
 */
export function reloadForStaleChunk(now = Date.now()): boolean {
  if (typeof window === 'undefined') return false;
  let last: string | null = null;
  try {
    last = window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY);
  } catch {
    // storage blocked: still reload once
  }
  if (!shouldReloadForStaleChunk(last, now)) return false;
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // ignore
  }
  window.location.reload();
  return true;
}

/** Listens for failed dynamic imports (Vite emits vite:preloadError; others reject). */
export function installStaleChunkReload(): () => void {
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    reloadForStaleChunk();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadForStaleChunk();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
