export interface LoadOnce<T> {
  /** Runs the import once; every call meanwhile and after shares it. Again after a failure. */
  load: () => Promise<T>;
  /** What the import brought, once it has (for a first render without waiting); else undefined. */
  loaded: () => T | undefined;
}

/**
 * A chunk loaded on demand, at most once: `loadOnce(() => import('./code'))`. A failed import is
 * not kept, so the next call tries again (a dropped connection, a stale deploy); the importer's
 * own `import()` stays a literal one, so the bundler still splits the chunk off.
 */
export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (value) => {
          loaded = value;
          return value;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => loaded,
  };
}
