/** The page-bounce beacon of the `lb` query: POST /api/page-hidden.php with `{}` when hidden. */
export const PAGE_HIDDEN_URL = '/api/page-hidden.php';

export function installPageBounce(): () => void {
  let sent = false;
  const onVisibility = () => {
    if (sent || document.visibilityState !== 'hidden') return;
    sent = true;
    const body = new Blob(['{}'], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon(PAGE_HIDDEN_URL, body);
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => document.removeEventListener('visibilitychange', onVisibility);
}
