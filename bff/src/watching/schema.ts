/**
 * Watching (REST `/user/watches` and `/user/notifications`): the places the signed-in person watches,
 * and what changed at them. Nothing here is cached: each answer is one person's.
 */
import {
  markReadSchema,
  notification,
  suggestionPaths,
  watchedPlace,
  type Notification,
  type WatchedPlace,
} from '@ffc/domain';
import { builder } from '../builder/builder.js';
import { objectFieldsOf } from '../builder/derive.js';
import { pageType } from '../entries/fields.js';
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

const NotificationPageRef = pageType('NotificationPage', NotificationRef);

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
