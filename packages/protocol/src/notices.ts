/**
 * "Your decision is due" notices beyond the open tab (docs/protocol.md): by Web Push and by e-mail, each chosen by
 * the seat itself (`PUT /api/games/:id/seats/:seat/notices` with the seat's token), and never for another's seat.
 */
import { z } from 'zod';
import { opaqueId } from './text.js';

/** A browser's push subscription (PushSubscription.toJSON()): where to post, and the keys to encrypt with. */
export const pushSubscription = z
  .object({
    endpoint: z.url({ protocol: /^https$/ }).max(2048), // every push service is on https
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: opaqueId(200), auth: opaqueId(64) }).strict(),
  })
  .strict();
export type PushSubscriptionJson = z.infer<typeof pushSubscription>;

/** What a seat wants: a push subscription and an e-mail address, each null for none (absent: kept as it is). */
export const noticesBody = z
  .object({
    push: pushSubscription.nullable().optional(),
    email: z.email().max(254).nullable().optional(),
  })
  .strict();
export type NoticesBody = z.infer<typeof noticesBody>;

/** The seat's notices as stored now: which ones it gets (the address itself is not repeated). */
export const noticesAnswer = z.object({ push: z.boolean(), email: z.boolean() }).readonly();
export type NoticesAnswer = z.infer<typeof noticesAnswer>;

/** `GET /api/notices`: the server's VAPID public key (for PushManager.subscribe), and whether it sends e-mail. */
export const noticesOffer = z.object({ vapidPublicKey: z.string(), email: z.boolean() }).readonly();
export type NoticesOffer = z.infer<typeof noticesOffer>;
