/**
 * My places: lists a person saves entries to ("Safe for me", "Want to try", and lists they name).
 * Private to their owner; a list may be shared by a link the owner can revoke. `GET /user/lists`,
 * `/user/lists/{id}/entries` and `GET /shared-lists/{token}`.
 */
import { z } from 'zod';
import { id, text } from '../entries/entries.js';
import { ENTRY_KINDS } from '../kinds/kinds.js';
import { option } from '../entries/reference.js';
import { rowId } from '../entries/validation.js';

/** The lists every person has, made the first time they look: never renamed nor deleted. */
export const BUILTIN_LISTS = ['safe', 'try'] as const;
export type BuiltinList = (typeof BUILTIN_LISTS)[number];
export const BUILTIN_LIST_NAMES: Readonly<Record<BuiltinList, string>> = { safe: 'Safe for me', try: 'Want to try' };

/** A list's name: short enough for a phone's heading. */
export const LIST_NAME_MAX = 60;
/** How many lists of their own a person may make, beside the built-in ones. */
export const OWN_LISTS_MAX = 20;
/** How many entries one list holds at most. */
export const LIST_ENTRIES_MAX = 500;

export const MY_PLACES = {
  title: 'My places',
  description: 'The places you saved: safe for you, to try, and your own lists.',
  intro: 'Your lists are private: only you can see them, unless you share one by its link.',
  save: 'Save to My places',
  savedIn: 'Saved in',
  loginToSave: 'Log in to save this place',
  newList: 'New list',
  newListName: 'Name of the new list',
  listName: 'Name of the list',
  created: 'List created.',
  create: 'Make the list',
  rename: 'Rename',
  delete: 'Delete list',
  empty: 'Nothing saved here yet. Save places from their pages.',
  map: (name: string) => `Map of the places in ${name}`,
  nameRequired: 'Please give the list a name.',
  nameMax: `A list's name may be at most ${LIST_NAME_MAX} characters.`,
  nameTaken: 'You already have a list with this name.',
  tooManyLists: `You can make at most ${OWN_LISTS_MAX} lists of your own.`,
  listFull: `A list holds at most ${LIST_ENTRIES_MAX} places.`,
  noSuchEntry: 'There is no entry of this kind with that id.',
  builtinFixed: 'The lists Safe for me and Want to try cannot be renamed or deleted.',
  share: 'Share by link',
  shareNew: 'Make a new link',
  shareStop: 'Stop sharing',
  shareExplained:
    'Anyone with the link can see this list (its name and places, never who you are). ' +
    'Copy it now: for your safety it is shown only once. A new link stops the old one.',
  sharedSince: (day: string) => `Shared by link since ${day}.`,
  copy: 'Copy link',
  copied: 'Link copied.',
  removed: 'Removed from the list.',
  remove: 'Remove',
  removeFrom: (place: string, list: string) => `Remove ${place} from ${list}`,
  yourLists: 'Your lists',
  shareLink: 'Share link',
  sharedTitle: 'A shared list of places',
  sharedGone: 'This list is no longer shared, or the link is wrong.',
  toMyPlaces: 'Go to My places',
  loadFailed: 'Your lists could not be loaded. Please try again.',
} as const;

/** A list's name as a person types it. */
export const listNameSchema = z.object({
  name: z
    .string({ error: MY_PLACES.nameRequired })
    .trim()
    .min(1, MY_PLACES.nameRequired)
    .max(LIST_NAME_MAX, MY_PLACES.nameMax),
});
export type ListNamePayload = z.output<typeof listNameSchema>;

/** What saves an entry to a list, or names one saved: its kind and id. */
export const savedEntryRef = z.object({ kind: z.enum(ENTRY_KINDS), entryId: rowId() });
export type SavedEntryRef = z.output<typeof savedEntryRef>;

/** `PUT /user/lists/{id}/share`: shared (a new link, the old one stopped) or not. */
export const shareListSchema = z.object({ shared: z.boolean() });

/** `GET /user/lists?kind=&entryId=`: with an entry named, each list says whether it holds it. */
export const userListsQuery = z.object({
  kind: z.enum(ENTRY_KINDS).optional(),
  entryId: rowId().optional(),
});

/** A list as its owner sees it. */
export const userList = z.object({
  id,
  name: z.string(),
  /** `safe` or `try` for the built-in lists; null for the person's own. */
  builtin: z.enum(BUILTIN_LISTS).nullable(),
  entryCount: z.number().int(),
  /** Since when it is shared by link (ISO), or null. */
  sharedSince: z.string().nullable(),
  /** Whether it holds the entry the query named; null when none was named. */
  holds: z.boolean().nullable(),
  /** The share link's token: only in the answer that made it (it is kept as a hash). */
  shareToken: z.string().nullish(),
});
export type UserList = z.infer<typeof userList>;

/** A saved entry as a list shows it: enough to find it, call it and put it on a map. */
export const savedEntry = z.object({
  kind: z.enum(ENTRY_KINDS),
  id,
  name: z.string(),
  city: text,
  state: option.nullish(),
  country: option.nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  accommodations: z.array(z.string()),
  closed: z.boolean(),
  savedDate: z.string(),
});
export type SavedEntry = z.infer<typeof savedEntry>;

/** A list with its entries, newest saved first. */
export const userListWithEntries = userList.extend({ entries: z.array(savedEntry) });

/** What a shared link shows: the list's name and places, never its owner. */
export const sharedList = z.object({ name: z.string(), entries: z.array(savedEntry) });

/** The address of a shared list on the site. */
export const sharedListPath = (token: string) => `/shared/${encodeURIComponent(token)}`;
