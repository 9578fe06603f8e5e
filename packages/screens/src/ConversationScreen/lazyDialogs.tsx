import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadOnce } from '../shared/loadOnce';
import type * as DialogCode from './dialogCode';

// The chat's dialogs load on demand: their code (radix's dialog with its focus trap and scroll
// lock, react-aria's radio group) is more than half of a conversation's own script, and none of
// it is needed to show the conversation. The conversation fetches it while the browser is idle
// once it is shown, so a dialog is there at once when asked for. A dialog is an overlay, so
// while its code loads nothing stands in (no layout to keep); if the code cannot load (a stale
// deploy), the dialog is left out, never the page.
type Dialogs = typeof DialogCode;
const dialogsChunk = loadOnce<Dialogs>(() => import('./dialogCode'));

/** Loads the dialogs' code (once; again after a failure). */
export const loadChatDialogs = dialogsChunk.load;

/** Fetches the dialogs' code when the browser is next idle; returns a cancel. */
export function preloadChatDialogsWhenIdle(): () => void {
  const preload = () => void loadChatDialogs().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(preload, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(preload, 1000);
  return () => clearTimeout(handle);
}

const Nothing = () => null;

function lazyDialog<P extends object>(name: string, pick: (dialogs: Dialogs) => ComponentType<P>) {
  const Lazy = lazy<ComponentType<P>>(() =>
    loadChatDialogs().then(
      // The import comes back empty when the site is reloading the page (a stale deploy).
      (module) => ({ default: module ? pick(module) : Nothing }),
      () => ({ default: Nothing }),
    ),
  );
  function LazyDialog(props: P) {
    // Chosen once per mount: switching while the dialog is open would open it again.
    const [Loaded] = useState(() => {
      const loaded = dialogsChunk.loaded();
      return loaded ? pick(loaded) : undefined;
    });
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyDialog.displayName = `Lazy${name}`;
  return LazyDialog;
}

export const LazyChatAlertDialog = lazyDialog('ChatAlertDialog', (dialogs) => dialogs.ChatAlertDialog);
export const GiftDialog = lazyDialog('GiftDialog', (dialogs) => dialogs.GiftDialog);
export const IcebreakersDialog = lazyDialog('IcebreakersDialog', (dialogs) => dialogs.IcebreakersDialog);
