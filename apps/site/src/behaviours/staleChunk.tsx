import { lazy, type ComponentType } from 'react';
import { matchRoutes, type ClientInstrumentation } from 'react-router';
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, shouldReloadForStaleChunk } from '@amori/core';

/**
 * A code chunk of an older deploy failed to load: load the page again, at most once a minute
 * (the last reload's time is kept in sessionStorage, so a broken deploy cannot loop). `target` is
 * the page to load (the one a navigation was going to); the current page by default.
 * Returns whether it reloads.
 */
export function reloadForStaleChunk(target?: string, now = Date.now()): boolean {
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
  if (target !== undefined) window.location.assign(target);
  else window.location.reload();
  return true;
}

/**
 * Listens for failed dynamic imports (Vite emits vite:preloadError; others reject). Vite's event
 * is cancelled only when the page reloads: a cancelled one makes the import come back empty,
 * which lazyPart turns into nothing; otherwise the import fails as it should.
 */
export function installStaleChunkReload(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadForStaleChunk()) event.preventDefault();
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

const Nothing = () => null;

/**
 * A lazily loaded part of a page (e.g. the members' alerts). When its code cannot load, the part
 * is left out and the page stays usable (the page reloads once a minute at most, see above),
 * never the whole page turned into an error.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P> | undefined>,
): ComponentType<P> {
  return lazy(async () => {
    try {
      const component = await load();
      if (component) return { default: component };
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      reloadForStaleChunk();
    }
    return { default: Nothing as ComponentType<P> };
  });
}

interface RouterGlobals {
  __reactRouterDataRouter?: { routes: Parameters<typeof matchRoutes>[0] };
  __reactRouterManifest?: { routes: Record<string, { module: string } | undefined> };
  __reactRouterRouteModules?: Record<string, unknown>;
}

/**
 * Before a navigation, the target's route modules that are not loaded yet are loaded here, into
 * React Router's module cache. When one fails (a deploy replaced it), the browser goes to the
 * page the visitor was going to, at most once a minute; React Router's own handler would reload
 * the page they were on, every time. Within the minute the route renders its error (the error
 * page), rather than loop.
 */
export const staleChunkNavigation: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(callNavigate, info) {
        if (typeof info.to === 'string' && typeof window !== 'undefined') {
          const target = new URL(info.to, window.location.href);
          if (target.origin === window.location.origin) {
            const failed = await loadRouteModules(target.pathname);
            if (failed && reloadForStaleChunk(target.pathname + target.search + target.hash)) {
              // The browser is leaving for the target; the navigation never completes here.
              await new Promise(() => undefined);
            }
          }
        }
        await callNavigate();
      },
    });
  },
};

/** Loads the modules of the routes a path matches; returns the error of one that failed. */
async function loadRouteModules(pathname: string): Promise<unknown> {
  const globals = window as unknown as RouterGlobals;
  const router = globals.__reactRouterDataRouter;
  const manifest = globals.__reactRouterManifest;
  const cache = globals.__reactRouterRouteModules;
  if (!router || !manifest || !cache) return null;
  const matches = matchRoutes(router.routes, pathname) ?? [];
  let failure: unknown = null;
  await Promise.all(
    matches.map(async ({ route }) => {
      const id = route.id;
      const module = id ? manifest.routes[id]?.module : undefined;
      if (!id || !module || id in cache) return;
      try {
        cache[id] = await import(/* @vite-ignore */ module);
      } catch (error) {
        if (!isChunkLoadError(error)) return;
        failure = error;
        // Within the minute: the route shows its error instead of React Router reloading the page.
        cache[id] = { default: failingRoute(error) };
      }
    }),
  );
  return failure;
}

function failingRoute(error: unknown) {
  return function StaleChunkRoute(): never {
    throw error;
  };
}
