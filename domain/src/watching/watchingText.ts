/**
 * What watching says to a person, without the schemas: the header's bell reads it on every page, so
 * it stays out of the code that validates.
 */
import type { AccommodationState } from '../trust/checks.js';

/** How many places one person may watch. */
export const WATCHES_MAX = 500;

/** An accommodation's state, as a notification names it. */
const STATE_NAMES: Readonly<Record<AccommodationState, string>> = {
  confirmed: 'confirmed',
  disputed: 'disputed',
  stale: 'not confirmed recently',
  unconfirmed: 'not confirmed yet',
};

export const WATCHING = {
  watch: 'Watch',
  watchExplained: 'Hear when this place changes',
  watched: 'You will hear when this place changes.',
  unwatched: 'You no longer watch this place.',
  loginToWatch: 'Log in to watch this place',
  /** The header's bell: its accessible name says how many are unread. */
  bell: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  title: 'Notifications',
  description: 'What changed at the places you watch.',
  empty: 'Nothing new. Watch a place from its page, or save it to Safe for me, to hear when it changes.',
  markAllRead: 'Mark all as read',
  allRead: 'All your notifications are marked as read.',
  unread: 'Unread',
  loadFailed: 'Your notifications could not be loaded. Please try again.',
  tooManyWatches: `You can watch at most ${WATCHES_MAX} places.`,
  noSuchEntry: 'There is no entry of this kind with that id.',
  markReadRequired: 'Name the notifications to mark as read, or all of them.',
  text: {
    statusChanged: (label: string, from: AccommodationState, to: AccommodationState) =>
      `${label}: now ${STATE_NAMES[to]} (was ${STATE_NAMES[from]}).`,
    reported: 'Someone reported a change here. Moderators will check it.',
    closed: { closed: 'It was marked closed.', merged: 'It was merged into another entry.', reopened: 'It reopened.' },
    review: 'It has a new review.',
    photo: 'It has a new photo.',
    newPlace: 'A new place in an area you watch.',
  },
} as const;
