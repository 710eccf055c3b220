/**
 * Web Push: a browser's subscription as `PushSubscription.toJSON()` gives it, the site's public key,
 * and what a push carries (the notification as JSON: its type, the place, what changed and the link;
 * never anything about another person). `POST /user/push-subscriptions`, `GET /push/public-key`.
 */
import { z } from 'zod';
import { WATCHING } from './watchingText.js';

export { PUSH_SUBSCRIPTIONS_MAX } from './watchingText.js';

/** base64url of an uncompressed P-256 point (65 bytes, 0x04 first) and of a 16-byte auth secret, unpadded or padded. */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;
const strip = (key: string) => key.replace(/=+$/, '');

/** The address a push service gives a browser: https, where the pushes for it go. */
export const pushEndpoint = z
  .string({ error: WATCHING.push.badEndpoint })
  .max(1000, WATCHING.push.badEndpoint)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, WATCHING.push.badEndpoint);

/** An uncompressed P-256 public key in base64url (a browser's `p256dh`, the site's VAPID key), unpadded as kept. */
export const p256PublicKey = z
  .string({ error: WATCHING.push.badKey })
  .regex(P256DH, WATCHING.push.badKey)
  .transform(strip);

export const pushSubscriptionInput = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: p256PublicKey,
    auth: z.string({ error: WATCHING.push.badKey }).regex(AUTH, WATCHING.push.badKey).transform(strip),
  }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionInput>;

/** A browser the person turned push on in, as `GET /user/push-subscriptions` lists it (no keys). */
export const pushSubscriptionHeld = z.object({ endpoint: z.string(), since: z.string() });
export type PushSubscriptionHeld = z.infer<typeof pushSubscriptionHeld>;

/** `DELETE /user/push-subscriptions`: which browser stops. */
export const pushEndpointBody = z.object({ endpoint: pushEndpoint });

/** `GET /push/public-key`: the VAPID public key, base64url of the uncompressed P-256 point. */
export const pushPublicKey = z.object({ publicKey: z.string() });

/** What one push carries, as JSON: the service worker shows it and opens `url` when it is clicked. */
export interface PushPayload {
  readonly type: string;
  readonly title: string;
  readonly text: string;
  readonly url: string;
}

/** How long a push service keeps a push for a browser that is away (seconds): after a day it is old news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
