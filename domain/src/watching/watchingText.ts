/**
 * What watching says to a person, without the schemas: the header's bell reads it on every page, so
 * it stays out of the code that validates.
 */
import type { AccommodationState } from '../trust/checks.js';

/** How many places one person may watch. */
export const WATCHES_MAX = 500;
/** How many areas one person may watch, and how wide one may be (km). */
export const AREA_WATCHES_MAX = 20;
export const AREA_RADIUS_KM = { min: 1, max: 200, first: 25 } as const;
/** How many browsers one person may turn push on in. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

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
  /** A row's toggle, among many on one page (My places). */
  watchPlace: (name: string) => `Watch ${name}`,
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
  area: {
    title: 'Areas you watch',
    explained: 'Hear when a place is added in an area, or a place there now meets your needs.',
    place: 'Place',
    radius: 'Within (km)',
    kinds: 'Kinds of place',
    kindNames: { businesses: 'Businesses', homes: 'Rental homes', socials: 'Social groups' },
    meetsNeeds: 'Only places that meet my needs',
    add: 'Watch this area',
    added: 'You will hear about new places in this area.',
    remove: (place: string) => `Stop watching ${place}`,
    removed: 'You no longer watch this area.',
    empty: 'You watch no area yet.',
    loadFailed: 'Your areas could not be loaded. Please try again.',
    summary: (radiusKm: number, place: string) => `Within ${radiusKm} km of ${place}`,
    placeRequired: 'Type a place, or use your location.',
    badRadius: `Choose a distance from ${AREA_RADIUS_KM.min} to ${AREA_RADIUS_KM.max} km.`,
    kindsRequired: 'Choose at least one kind of place.',
    tooMany: `You can watch at most ${AREA_WATCHES_MAX} areas.`,
    noSuchArea: 'You watch no area with that id.',
  },
  push: {
    title: 'Push notifications',
    explained: 'Get a notification on this device, even when the site is closed.',
    turnOn: 'Turn on push on this device',
    turnOff: 'Turn off push on this device',
    on: 'Push is on for this device.',
    off: 'Push is off for this device.',
    unsupported: 'This browser cannot receive push notifications.',
    denied: 'Notifications are blocked for this site. Allow them in your browser settings, then try again.',
    failed: 'Push could not be turned on. Please try again.',
    badEndpoint: 'The push address must be a public https address.',
    badKey: 'This is not a valid push subscription key.',
    noSuchSubscription: 'There is no push subscription with that address.',
    tooMany: `Push is on in ${PUSH_SUBSCRIPTIONS_MAX} browsers already: turn it off in one first.`,
  },
  settings: {
    title: 'Notification settings',
    description: 'How you hear about the places you watch.',
    link: 'Notification settings',
    email: 'By email',
    pushColumn: 'By push',
    cadence: { immediate: 'At once', daily: 'Daily digest', weekly: 'Weekly digest', off: 'Off' },
    types: {
      'status-changed': 'An accommodation is confirmed, disputed or goes stale',
      reported: 'Someone reports a change',
      closed: 'It closes, merges or reopens',
      review: 'A new review',
      photo: 'A new photo',
      'new-place': 'A new place in an area you watch',
    },
    timeZone: 'Your time zone (digests come at 07:00 there)',
    watchSafeForMe: 'Watch the places I save to Safe for me',
    saved: 'Your notification settings are saved.',
    save: 'Save settings',
    choose: 'Choose how often',
    badTimeZone: 'Please give a time zone such as Europe/London.',
    badCadence: 'Please choose at once, daily, weekly or off.',
  },
  unsubscribe: {
    title: 'Stop these emails',
    description: 'Stop one kind of notification email.',
    explained: (what: string) => `You will no longer get emails when: ${what.toLowerCase()}.`,
    button: 'Stop these emails',
    done: 'Done: these emails are stopped. You can turn them on again in your notification settings.',
    badLink: 'This link is not valid. You can change every email in your notification settings.',
    digest: { daily: 'Your daily digest comes', weekly: 'Your weekly digest comes' },
  },
  mail: {
    subject: (place: string) => `A change at ${place}`,
    greeting: (place: string) => `Something changed at ${place}, a place you watch:`,
    why: 'You get this because you watch this place on Fragrance Free Community.',
    /** The name a mail program shows for the list a mail belongs to (List-Id). */
    listName: { changes: 'Place changes', digest: 'Digest' },
    digestWhy: 'You get this because you watch these places on Fragrance Free Community.',
    stop: (url: string) => `Stop these emails: ${url}`,
    settings: (url: string) => `Choose what you hear and how often: ${url}`,
    digestSubject: (cadence: 'daily' | 'weekly', changes: number, places: number) =>
      `Your ${cadence} digest: ${changes} ${changes === 1 ? 'change' : 'changes'} at ` +
      `${places} ${places === 1 ? 'place' : 'places'}`,
    digestGreeting: (cadence: 'daily' | 'weekly') =>
      `What changed ${cadence === 'daily' ? 'since yesterday' : 'this past week'} at the places you watch:`,
  },
  text: {
    statusChanged: (label: string, from: AccommodationState, to: AccommodationState) =>
      `${label}: now ${STATE_NAMES[to]} (was ${STATE_NAMES[from]}).`,
    reported: 'Someone reported a change here. Moderators will check it.',
    closed: { closed: 'It was marked closed.', merged: 'It was merged into another entry.', reopened: 'It reopened.' },
    review: 'It has a new review.',
    photo: 'It has a new photo.',
    newPlace: {
      new: 'A new place in an area you watch.',
      'meets-needs': 'It now meets your needs, in an area you watch.',
    },
  },
} as const;
