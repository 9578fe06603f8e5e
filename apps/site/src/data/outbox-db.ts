import type { OutboxEntry } from './outbox';

// The outbox survives a reload in IndexedDB (one record: the unsent list). Without IndexedDB
// (private modes, the server) it stays in memory.

const OUTBOX_DB = 'amori-outbox';
const OUTBOX_STORE = 'entries';

function openOutboxDb(): Promise<IDBDatabase> | null {
  if (typeof indexedDB === 'undefined') return null;
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(OUTBOX_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
}
let outboxDb: Promise<IDBDatabase | null> | undefined;
const db = () => (outboxDb ??= openOutboxDb()?.catch(() => null) ?? Promise.resolve(null));

/** Keeps the unsent list (replacing the one kept before). */
export function saveOutbox(entries: readonly OutboxEntry[]) {
  void db().then((database) => {
    if (!database) return;
    database.transaction(OUTBOX_STORE, 'readwrite').objectStore(OUTBOX_STORE).put(entries, 'list');
  });
}

/** Hands the unsent list an earlier page kept to `restore`, if there is one. */
export function loadOutbox(restore: (entries: OutboxEntry[]) => void) {
  void db().then((database) => {
    if (!database) return;
    const request = database.transaction(OUTBOX_STORE).objectStore(OUTBOX_STORE).get('list');
    request.onsuccess = () => {
      if (Array.isArray(request.result)) restore(request.result as OutboxEntry[]);
    };
  });
}
