/** The REST calls of watching: the caller's watches, notifications and their settings, and unsubscribing. */
import {
  areaWatch,
  notificationPage,
  notificationSettings,
  pushPublicKey,
  pushSubscriptionHeld,
  unsubscribeAnswer,
  watchedPlace,
  type AreaWatchInput,
  type EntryKind,
  type MarkRead,
  type NotificationSettings,
  type PushSubscriptionInput,
} from '@ffc/domain';
import { z } from 'zod';
import { RestClient } from './client.js';

const WATCHES = watchedPlace.array();
const AREAS = areaWatch.array();
const HELD = pushSubscriptionHeld.array();
const CREATED = z.object({ id: z.number().int() });

export abstract class WatchingCalls extends RestClient {
  watches() {
    return this.call('GET', '/user/watches', {}, WATCHES);
  }

  /** Watches a place (PUT), or stops watching it (DELETE). */
  async setWatched(collection: EntryKind, id: number, watched: boolean): Promise<void> {
    await this.call(watched ? 'PUT' : 'DELETE', '/user/watches/{collection}/{id}', { path: { collection, id } }, null);
  }

  areaWatches() {
    return this.call('GET', '/user/area-watches', {}, AREAS);
  }

  async watchArea(area: AreaWatchInput): Promise<number> {
    return (await this.call('POST', '/user/area-watches', { body: area }, CREATED)).id;
  }

  async unwatchArea(id: number): Promise<void> {
    await this.call('DELETE', '/user/area-watches/{id}', { path: { id } }, null);
  }

  /** The site's VAPID public key (anyone may ask: a browser subscribes with it). */
  async pushPublicKey(): Promise<string> {
    return (await this.call('GET', '/push/public-key', {}, pushPublicKey, { anonymous: true })).publicKey;
  }

  pushSubscriptions() {
    return this.call('GET', '/user/push-subscriptions', {}, HELD);
  }

  async subscribePush(subscription: PushSubscriptionInput): Promise<void> {
    await this.call('POST', '/user/push-subscriptions', { body: subscription }, null);
  }

  async unsubscribePush(endpoint: string): Promise<void> {
    await this.call('DELETE', '/user/push-subscriptions', { body: { endpoint } }, null);
  }

  notifications({ unread, ...page }: { page: number; size?: number; unread: boolean }) {
    return this.call('GET', '/user/notifications', { query: { ...page, unread: `${unread}` } }, notificationPage);
  }

  async markNotificationsRead(which: MarkRead): Promise<void> {
    await this.call('PUT', '/user/notifications/read', { body: which }, null);
  }

  notificationSettings() {
    return this.call('GET', '/user/notification-settings', {}, notificationSettings);
  }

  updateNotificationSettings(settings: NotificationSettings) {
    return this.call('PUT', '/user/notification-settings', { body: settings }, notificationSettings);
  }

  /** Which mail an unsubscribe link stops (no session: the token is the capability). */
  unsubscribeInfo(token: string) {
    return this.call('GET', '/unsubscribe/{token}', { path: { token } }, unsubscribeAnswer, { anonymous: true });
  }

  unsubscribe(token: string) {
    return this.call('POST', '/unsubscribe/{token}', { path: { token } }, unsubscribeAnswer, { anonymous: true });
  }
}
