/** This browser's push subscription for Warboard: made with the server's VAPID key through the service worker. */
import type { PushSubscriptionJson } from '../api/protocol.js';

const WORKER = '/push-sw.js';

export const pushSupported = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined';

/** A VAPID public key (base64url) as PushManager.subscribe takes it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Warboard's service worker, registered once it is wanted: for push, and for the tab's own notices. */
export async function worker(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(WORKER);
  await navigator.serviceWorker.ready;
  return registration;
}

/** The service worker if this page registered it already (never registers it). */
export const registeredWorker = async (): Promise<ServiceWorkerRegistration | undefined> =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker.getRegistration(WORKER)
    : undefined;

/** Subscribe (asking the player's permission), or hand back the subscription this browser has. */
export async function subscribe(vapidPublicKey: string): Promise<PushSubscriptionJson> {
  const registration = await worker();
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidPublicKey),
    }));
  return subscription.toJSON() as PushSubscriptionJson;
}
