import type { PushSubscriptionInput } from '@amori/contract';
import { useEffect } from 'react';
import { endpoints } from '@amori/contract/browser';
import { callApi } from '../data/client';
import { setPushSubscribed, usePushSubscribed } from '../data/pushSubscription';

export type PushState = 'unknown' | 'capable' | 'subscribed' | 'denied';

/** What the browser allows: no push (unknown), blocked (denied), or able to subscribe (capable). */
function pushSupport(publicKey: string | null | undefined): Exclude<PushState, 'subscribed'> {
  if (typeof window === 'undefined' || !publicKey) return 'unknown';
  if (!('Notification' in window) || !('PushManager' in window) || !('serviceWorker' in navigator))
    return 'unknown';
  return Notification.permission === 'denied' ? 'denied' : 'capable';
}

/**
 * The push state of spec point 4: unknown, capable, subscribed (the service worker's push
 * manager has a subscription) or denied. Shown on `<html data-push>` for tests and the curious.
 */
export function usePushState(publicKey: string | null | undefined) {
  const support = pushSupport(publicKey);
  const subscribed = usePushSubscribed();
  useEffect(() => {
    if (support !== 'capable' || Notification.permission !== 'granted') return;
    let live = true;
    navigator.serviceWorker.ready
      .then((registration) => registration.pushManager.getSubscription())
      .then((subscription) => {
        if (live && subscription) setPushSubscribed(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [support]);
  const state: PushState = support === 'capable' && subscribed ? 'subscribed' : support;
  useEffect(() => {
    document.documentElement.dataset.push = state;
  }, [state]);
  return state;
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks for permission, subscribes with the site's VAPID key and stores the subscription. */
export async function subscribeToPush(publicKey: string | null | undefined): Promise<void> {
  if (!publicKey || (await Notification.requestPermission()) !== 'granted') return;
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  await callApi(endpoints.subscribePush, {
    query: { push: '1' },
    // The DOM types leave every field of toJSON() optional; a subscription's JSON has them all,
    // and the server checks what it gets.
    body: { subscription: subscription.toJSON() as PushSubscriptionInput },
  });
  setPushSubscribed(true);
}
