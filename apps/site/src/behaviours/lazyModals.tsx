import { useEffect, useState } from 'react';
import type * as ModalsModule from '@amori/screens/modals';

// Modals a page shows only on demand (the like popup, the signup invitation, the time-bonus and
// activation dialogs) are loaded when they may be needed, not with the page: no first paint
// needs their dialog and animation libraries.
type Modals = typeof ModalsModule;

let loaded: Modals | null = null;
let loading: Promise<Modals> | null = null;

/** Starts loading the modals (once); call it as soon as a modal is scheduled. */
export function preloadModals(): Promise<Modals> {
  loading ??= import('@amori/screens/modals').then((module) => (loaded = module));
  return loading;
}

/** The modal components once loaded, or null; loads them when `wanted`. */
export function useModals(wanted: boolean): Modals | null {
  const [modals, setModals] = useState<Modals | null>(loaded);
  useEffect(() => {
    if (!wanted || modals) return;
    let live = true;
    preloadModals()
      .then((module) => live && setModals(module))
      .catch(() => undefined); // a stale chunk: the stale-chunk behaviour reloads the page
    return () => {
      live = false;
    };
  }, [wanted, modals]);
  return modals;
}
