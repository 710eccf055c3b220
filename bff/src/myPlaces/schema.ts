/**
 * My places (REST `/user/lists` and `/shared-lists/{token}`): the signed-in person's lists of saved
 * entries, and a list someone shared by link. Nothing here is cached: each answer is one person's.
 */
import {
  BUILTIN_LISTS,
  listNameSchema,
  savedEntry,
  savedEntryRef,
  suggestionPaths,
  userList,
  userListWithEntries,
  type SavedEntry,
  type UserList,
} from '@ffc/domain';
import type { z } from 'zod';
import { builder } from '../builder/builder.js';
import { objectFieldsOf } from '../builder/derive.js';
import { OptionRef } from '../reference/schema.js';
import { EntryCollectionEnum } from '../reports/schema.js';

const SavedEntryRef = builder.objectRef<SavedEntry>('SavedEntry').implement({
  description: 'An entry saved to a list: enough to find it, reach it and put it on a map.',
  fields: (t) =>
    objectFieldsOf('SavedEntry', savedEntry, {
      kind: t.expose('kind', { type: EntryCollectionEnum }),
      state: t.expose('state', { type: OptionRef, nullable: true }),
      country: t.expose('country', { type: OptionRef, nullable: true }),
      path: t.string({
        description: "The entry's page on the site.",
        resolve: (e) => suggestionPaths.entry(e.kind, e.id),
      }),
    }),
});

const BuiltinListEnum = builder.enumType('BuiltinList', {
  description: 'The lists every person has: `safe` (Safe for me) and `try` (Want to try).',
  values: BUILTIN_LISTS,
});

const builtinField = {
  type: BuiltinListEnum,
  nullable: true,
  description: 'Which built-in list it is; null for one the person made.',
} as const;

const UserListRef = builder.objectRef<UserList>('UserList').implement({
  description: "One of the signed-in person's lists: Safe for me, Want to try, or one they named. Private to them.",
  fields: (t) => objectFieldsOf('UserList', userList, { builtin: t.expose('builtin', builtinField) }),
});

// Its entries only when one list is asked for: a field on every list would be a REST call per list.
const UserListWithEntriesRef = builder
  .objectRef<z.output<typeof userListWithEntries>>('UserListWithEntries')
  .implement({
    description: "One of the signed-in person's lists with its entries, newest saved first.",
    fields: (t) =>
      objectFieldsOf('UserListWithEntries', userListWithEntries, {
        builtin: t.expose('builtin', builtinField),
        entries: t.expose('entries', { type: [SavedEntryRef] }),
      }),
  });

const SharedListRef = builder.objectRef<{ name: string; entries: SavedEntry[] }>('SharedList').implement({
  description: 'A list someone shared by link: its name and places, never who shared it.',
  fields: (t) => ({
    name: t.exposeString('name'),
    entries: t.field({ type: [SavedEntryRef], resolve: (list) => list.entries }),
  }),
});

/** An entry named by kind and id, checked as REST checks it. */
type EntryArgs = z.output<typeof savedEntryRef>;

builder.queryFields((t) => ({
  userLists: t.field({
    authScopes: { signedIn: true },
    type: [UserListRef],
    args: {
      kind: t.arg({
        type: EntryCollectionEnum,
        description: 'With entryId: each list says whether it holds that entry.',
      }),
      entryId: t.arg.int(),
    },
    description: "The caller's lists (GET /user/lists), built-in first.",
    resolve: (_root, { kind, entryId }, { rest }) => rest.userLists(kind && entryId ? { kind, entryId } : undefined),
  }),
  userList: t.field({
    authScopes: { signedIn: true },
    type: UserListWithEntriesRef,
    args: { id: t.arg.int({ required: true }) },
    description: "One of the caller's lists with its entries (GET /user/lists/{id}).",
    resolve: (_root, { id }, { rest }) => rest.userList(id),
  }),
  sharedList: t.field({
    type: SharedListRef,
    nullable: true,
    args: { token: t.arg.string({ required: true }) },
    description: 'A list shared by link (GET /shared-lists/{token}); null once the link was replaced or stopped.',
    resolve: async (_root, { token }, { rest }) => rest.sharedList(token),
  }),
}));

builder.mutationFields((t) => ({
  createUserList: t.field({
    authScopes: { signedIn: true },
    type: UserListRef,
    args: t.validate({ name: t.arg.string({ required: true }) }, listNameSchema),
    resolve: (_root, { name }, { rest }) => rest.createUserList(name),
  }),
  renameUserList: t.field({
    authScopes: { signedIn: true },
    type: UserListRef,
    args: t.validate(
      { id: t.arg.int({ required: true }), name: t.arg.string({ required: true }) },
      listNameSchema.extend({ id: savedEntryRef.shape.entryId }),
    ),
    resolve: (_root, { id, name }, { rest }) => rest.renameUserList(id, name),
  }),
  deleteUserList: t.boolean({
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, { rest }) => {
      await rest.deleteUserList(id);
      return true;
    },
  }),
  addToUserList: t.field({
    authScopes: { signedIn: true },
    type: UserListRef,
    args: {
      id: t.arg.int({ required: true }),
      kind: t.arg({ type: EntryCollectionEnum, required: true }),
      entryId: t.arg.int({ required: true }),
    },
    description: 'Saves an entry to one of the caller’s lists (POST /user/lists/{id}/entries).',
    resolve: (_root, { id, kind, entryId }, { rest }) => rest.addToUserList(id, { kind, entryId } satisfies EntryArgs),
  }),
  removeFromUserList: t.boolean({
    authScopes: { signedIn: true },
    args: {
      id: t.arg.int({ required: true }),
      kind: t.arg({ type: EntryCollectionEnum, required: true }),
      entryId: t.arg.int({ required: true }),
    },
    resolve: async (_root, { id, kind, entryId }, { rest }) => {
      await rest.removeFromUserList(id, { kind, entryId });
      return true;
    },
  }),
  shareUserList: t.field({
    authScopes: { signedIn: true },
    type: UserListRef,
    args: { id: t.arg.int({ required: true }), shared: t.arg.boolean({ required: true }) },
    description:
      'Shares a list by a new link (its token is in this answer only; the old link stops), or stops sharing it.',
    resolve: (_root, { id, shared }, { rest }) => rest.shareUserList(id, shared),
  }),
}));
