/* Amori service worker: shows pushes and routes their clicks (spec point 7). */
const SW_VERSION = 2;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function windows() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

/** Whether the visitor is logged in: the session answers GET /api/user.php with 200. */
async function loggedIn() {
  try {
    const response = await fetch('/api/user.php', {
      credentials: 'include',
      headers: { accept: 'application/json', 'x-request-type': 'client' },
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** NEW_PUSH_MESSAGE: show the notification and tell open pages to refresh their data. */
async function onPushMessage(message) {
  const title = message.title || 'Amori';
  await self.registration.showNotification(title, {
    body: message.body || '',
    icon: message.icon || '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    tag: message.tag,
    data: { checkUrl: message.checkUrl || '/', openUrl: message.openUrl || '/' },
  });
  for (const client of await windows()) client.postMessage({ type: 'NEW_PUSH_MESSAGE', message });
}

/** NEW_PUSH_CLICK: to checkUrl when logged in, else openUrl; reuse an open page when there is one. */
async function onPushClick(data) {
  const checkUrl = (data && data.checkUrl) || '/';
  const openUrl = (data && data.openUrl) || '/';
  const open = await windows();
  if (open.length > 0) {
    const client = open[0];
    // Focusing is allowed only from a notification click: a refusal must not stop the message.
    await client.focus().catch(() => undefined);
    client.postMessage({ type: 'NEW_PUSH_CLICK', checkUrl, openUrl });
    return;
  }
  await self.clients.openWindow((await loggedIn()) ? checkUrl : openUrl);
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(onPushMessage(message));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(onPushClick(event.notification.data));
});

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'NEW_PUSH_MESSAGE') event.waitUntil(onPushMessage(data.message || data));
  else if (data.type === 'NEW_PUSH_CLICK') event.waitUntil(onPushClick(data));
  else if (data.type === 'GET_VERSION' && event.ports[0]) event.ports[0].postMessage({ version: SW_VERSION });
});
