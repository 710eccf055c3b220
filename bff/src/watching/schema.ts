/**
 * Watching (REST `/user/watches` and `/user/notifications`): the places the signed-in person watches,
 * and what changed at them. Nothing here is cached: each answer is one person's.
 */
import {
  AREA_RADIUS_KM,
  areaWatch,
  EMAIL_CADENCES,
  isLocatedKind,
  markReadSchema,
  NOTIFICATION_TYPES,
  notificationSettingsOf,
  type NotificationSettings,
  notification,
  suggestionPaths,
  watchedPlace,
  type AreaWatch,
  type Notification,
  type NotificationPage,
  type WatchedPlace,
  UI,
} from '@ffc/domain';
import { builder } from '../builder/builder.js';
import { objectFieldsOf } from '../builder/derive.js';
import { pageType } from '../entries/fields.js';
import { placeNamed } from '../entries/lists.js';
import { EntryCollectionEnum } from '../reports/schema.js';

const WatchedPlaceRef = builder.objectRef<WatchedPlace>('WatchedPlace').implement({
  description: 'A place the signed-in person watches: they hear when it changes.',
  fields: (t) =>
    objectFieldsOf('WatchedPlace', watchedPlace, {
      kind: t.expose('kind', { type: EntryCollectionEnum }),
      path: t.string({
        description: "The place's page on the site.",
        resolve: (w) => suggestionPaths.entry(w.kind, w.entryId),
      }),
    }),
});

const NotificationRef = builder.objectRef<Notification>('Notification').implement({
  description: 'A change at a place the signed-in person watches, or saved to Safe for me.',
  fields: (t) =>
    objectFieldsOf('Notification', notification, {
      kind: t.expose('kind', { type: EntryCollectionEnum }),
      type: t.exposeString('type', {
        description: 'status-changed, reported, closed, review, photo or new-place.',
      }),
      path: t.string({
        description: 'The page of the place that changed.',
        resolve: (n) => suggestionPaths.entry(n.kind, n.entryId),
      }),
    }),
});

const NotificationPageRef = builder.objectRef<NotificationPage>('NotificationPage');
pageType(NotificationPageRef, NotificationRef);
builder.objectField(NotificationPageRef, 'unread', (t) =>
  t.exposeInt('unread', { description: "How many of the caller's notifications are unread, in all." }),
);

const AreaWatchRef = builder.objectRef<AreaWatch>('AreaWatch').implement({
  description: 'An area the signed-in person watches: they hear of new places there.',
  fields: (t) =>
    objectFieldsOf('AreaWatch', areaWatch, {
      kinds: t.exposeStringList('kinds', { description: 'The kinds of place it covers (collections).' }),
    }),
});

const AreaWatchInputRef = builder.inputType('AreaWatchInput', {
  description:
    'An area to watch: a typed place the geocoder finds, or a position (which wins), a radius and the kinds.',
  fields: (t) => ({
    place: t.string(),
    latitude: t.float(),
    longitude: t.float(),
    radiusKm: t.int({ required: true, description: `${AREA_RADIUS_KM.min} to ${AREA_RADIUS_KM.max}.` }),
    kinds: t.field({ type: [EntryCollectionEnum], required: true }),
    meetsNeeds: t.boolean({ defaultValue: false }),
  }),
});

builder.queryFields((t) => ({
  watches: t.field({
    authScopes: { signedIn: true },
    type: [WatchedPlaceRef],
    description: 'The places the caller watches, newest first (GET /user/watches).',
    resolve: (_root, _args, { rest }) => rest.watches(),
  }),
  notifications: t.field({
    authScopes: { signedIn: true },
    type: NotificationPageRef,
    args: { page: t.arg.int(), unread: t.arg.boolean() },
    description: "The caller's notifications, newest first (GET /user/notifications).",
    resolve: (_root, { page, unread }, { rest }) => rest.notifications({ page: page ?? 0, unread: unread ?? false }),
  }),
  areaWatches: t.field({
    authScopes: { signedIn: true },
    type: [AreaWatchRef],
    description: 'The areas the caller watches, newest first (GET /user/area-watches).',
    resolve: (_root, _args, { rest }) => rest.areaWatches(),
  }),
  unreadNotifications: t.int({
    authScopes: { signedIn: true },
    description: "How many of the caller's notifications are unread (the header's bell).",
    resolve: async (_root, _args, { rest }) => (await rest.notifications({ page: 0, size: 1, unread: true })).unread,
  }),
}));

builder.mutationFields((t) => ({
  watch: t.boolean({
    authScopes: { signedIn: true },
    args: { kind: t.arg({ type: EntryCollectionEnum, required: true }), entryId: t.arg.int({ required: true }) },
    description: 'Watches a place (PUT /user/watches/{collection}/{id}); watching it again changes nothing.',
    resolve: async (_root, { kind, entryId }, { rest }) => {
      await rest.setWatched(kind, entryId, true);
      return true;
    },
  }),
  unwatch: t.boolean({
    authScopes: { signedIn: true },
    args: { kind: t.arg({ type: EntryCollectionEnum, required: true }), entryId: t.arg.int({ required: true }) },
    description: 'Stops watching a place (DELETE /user/watches/{collection}/{id}).',
    resolve: async (_root, { kind, entryId }, { rest }) => {
      await rest.setWatched(kind, entryId, false);
      return true;
    },
  }),
  watchArea: t.int({
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: AreaWatchInputRef, required: true }) },
    description:
      'Watches an area (POST /user/area-watches) and answers its id. A typed place is found by the geocoder ' +
      'as the lists find one; one it cannot find is a field error at `place`.',
    resolve: async (_root, { input }, ctx) => {
      const { latitude, longitude, place, radiusKm, kinds, meetsNeeds } = input;
      const located = latitude != null && longitude != null;
      const found = !located && place?.trim() ? await placeNamed(ctx, place, 'place') : null;
      return ctx.rest.watchArea({
        place: found?.displayName ?? (located ? place?.trim() || UI.myLocation : place),
        latitude: found?.latitude ?? latitude,
        longitude: found?.longitude ?? longitude,
        radiusKm,
        // Products have no position: dropped here (none left is the API’s field error at `kinds`).
        kinds: kinds.filter(isLocatedKind),
        meetsNeeds: meetsNeeds ?? false,
      });
    },
  }),
  unwatchArea: t.boolean({
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    description: 'Stops watching one of the caller’s areas (DELETE /user/area-watches/{id}).',
    resolve: async (_root, { id }, { rest }) => {
      await rest.unwatchArea(id);
      return true;
    },
  }),
  markNotificationsRead: t.boolean({
    authScopes: { signedIn: true },
    args: t.validate({ ids: t.arg.intList(), all: t.arg.boolean() }, markReadSchema),
    description: 'Marks some of the caller’s notifications read by id, or all of them (PUT /user/notifications/read).',
    resolve: async (_root, { ids, all }, { rest }) => {
      await rest.markNotificationsRead({ ...(ids ? { ids } : {}), ...(all ? { all } : {}) });
      return true;
    },
  }),
}));

const EmailCadenceEnum = builder.enumType('EmailCadence', {
  description: 'How often a type of change is mailed: at once, in a daily or weekly digest, or not at all.',
  values: EMAIL_CADENCES,
});

const EmailChoiceRef = builder
  .objectRef<{ type: string; cadence: NotificationSettings['email'][keyof NotificationSettings['email']] }>(
    'EmailChoice',
  )
  .implement({
    description: 'How one type of change is mailed.',
    fields: (t) => ({ type: t.exposeString('type'), cadence: t.expose('cadence', { type: EmailCadenceEnum }) }),
  });

const PushChoiceRef = builder.objectRef<{ type: string; on: boolean }>('PushChoice').implement({
  description: 'Whether one type of change is pushed to the installed app.',
  fields: (t) => ({ type: t.exposeString('type'), on: t.exposeBoolean('on') }),
});

const NotificationSettingsRef = builder.objectRef<NotificationSettings>('NotificationSettings').implement({
  description: 'How the signed-in person hears about the places they watch.',
  fields: (t) => ({
    email: t.field({
      type: [EmailChoiceRef],
      resolve: (s) => NOTIFICATION_TYPES.map((type) => ({ type, cadence: s.email[type] })),
    }),
    push: t.field({
      type: [PushChoiceRef],
      resolve: (s) => NOTIFICATION_TYPES.map((type) => ({ type, on: s.push[type] })),
    }),
    timeZone: t.exposeString('timeZone', { description: 'IANA; digests go out at 07:00 there.' }),
    watchSafeForMe: t.exposeBoolean('watchSafeForMe', {
      description: 'Whether the places saved to Safe for me are watched too.',
    }),
  }),
});

const EmailChoiceInput = builder.inputType('EmailChoiceInput', {
  fields: (t) => ({ type: t.string({ required: true }), cadence: t.field({ type: EmailCadenceEnum, required: true }) }),
});
const PushChoiceInput = builder.inputType('PushChoiceInput', {
  fields: (t) => ({ type: t.string({ required: true }), on: t.boolean({ required: true }) }),
});
const NotificationSettingsInput = builder.inputType('NotificationSettingsInput', {
  fields: (t) => ({
    email: t.field({ type: [EmailChoiceInput], required: true }),
    push: t.field({ type: [PushChoiceInput], required: true }),
    timeZone: t.string({ required: true }),
    watchSafeForMe: t.boolean({ required: true }),
  }),
});

const UnsubscribeLinkRef = builder.objectRef<{ type: string }>('UnsubscribeLink').implement({
  description: 'The type of notification mail an unsubscribe link stops.',
  fields: (t) => ({ type: t.exposeString('type') }),
});

builder.queryFields((t) => ({
  notificationSettings: t.field({
    authScopes: { signedIn: true },
    type: NotificationSettingsRef,
    description: "The caller's notification settings (GET /user/notification-settings).",
    resolve: (_root, _args, { rest }) => rest.notificationSettings(),
  }),
  unsubscribeLink: t.field({
    type: UnsubscribeLinkRef,
    args: { token: t.arg.string({ required: true }) },
    description: 'What an unsubscribe link stops (GET /unsubscribe/{token}); an error for a bad link.',
    resolve: (_root, { token }, { rest }) => rest.unsubscribeInfo(token),
  }),
}));

builder.mutationFields((t) => ({
  updateNotificationSettings: t.field({
    authScopes: { signedIn: true },
    type: NotificationSettingsRef,
    args: { input: t.arg({ type: NotificationSettingsInput, required: true }) },
    description: "Replaces the caller's notification settings (PUT /user/notification-settings).",
    resolve: (_root, { input }, { rest }) => {
      // By type, as the API keeps them: a type left out keeps its default, an unknown one is dropped.
      const chosen = notificationSettingsOf({
        email: Object.fromEntries(input.email.map((c) => [c.type, c.cadence])),
        push: Object.fromEntries(input.push.map((c) => [c.type, c.on])),
        watchSafeForMe: input.watchSafeForMe,
      });
      // The time zone as typed: the API checks it, and a bad one is refused at its field.
      return rest.updateNotificationSettings({ ...chosen, timeZone: input.timeZone });
    },
  }),
  unsubscribe: t.field({
    type: UnsubscribeLinkRef,
    args: { token: t.arg.string({ required: true }) },
    description: "Turns off one type's notification mail by its signed link (POST /unsubscribe/{token}).",
    resolve: (_root, { token }, { rest }) => rest.unsubscribe(token),
  }),
}));

const PushKeysInput = builder.inputType('PushKeysInput', {
  fields: (t) => ({ p256dh: t.string({ required: true }), auth: t.string({ required: true }) }),
});
const PushSubscriptionInputRef = builder.inputType('PushSubscriptionInput', {
  description: "A browser's PushSubscription, as its toJSON() gives it.",
  fields: (t) => ({
    endpoint: t.string({ required: true }),
    expirationTime: t.float(),
    keys: t.field({ type: PushKeysInput, required: true }),
  }),
});

const PushSubscriptionHeldRef = builder
  .objectRef<{ endpoint: string; since: string }>('PushSubscriptionHeld')
  .implement({
    description: 'A browser the signed-in person turned push on in.',
    fields: (t) => ({ endpoint: t.exposeString('endpoint'), since: t.exposeString('since') }),
  });

builder.queryFields((t) => ({
  pushSubscriptions: t.field({
    authScopes: { signedIn: true },
    type: [PushSubscriptionHeldRef],
    description: 'The browsers the caller turned push on in (GET /user/push-subscriptions).',
    resolve: (_root, _args, { rest }) => rest.pushSubscriptions(),
  }),
  pushPublicKey: t.string({
    description: "The site's VAPID public key for PushManager.subscribe (GET /push/public-key).",
    resolve: (_root, _args, { rest }) => rest.pushPublicKey(),
  }),
}));

builder.mutationFields((t) => ({
  subscribePush: t.boolean({
    authScopes: { signedIn: true },
    args: { subscription: t.arg({ type: PushSubscriptionInputRef, required: true }) },
    description:
      'Turns push on in this browser (POST /user/push-subscriptions); a bad key or address is a field error.',
    resolve: async (_root, { subscription }, { rest }) => {
      await rest.subscribePush(subscription);
      return true;
    },
  }),
  unsubscribePush: t.boolean({
    authScopes: { signedIn: true },
    args: { endpoint: t.arg.string({ required: true }) },
    description: 'Turns push off in this browser, by its endpoint (DELETE /user/push-subscriptions).',
    resolve: async (_root, { endpoint }, { rest }) => {
      await rest.unsubscribePush(endpoint);
      return true;
    },
  }),
}));
