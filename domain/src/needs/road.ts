/**
 * On the road: what the site keeps on a device for reading without a connection, and what it says
 * about it. No schema here: every page's offline banner reads these, so they stay out of zod's bytes.
 */

/** The most places of a list read ahead and kept on the device for reading without a connection. */
export const ROAD_PLACES_MAX = 30;

export const ROAD = {
  /** Shown once a list's places (the first `ROAD_PLACES_MAX` of them) are kept on the device. */
  keptForTheRoad: (kept: number, total: number) =>
    kept === total
      ? 'Kept on this device: these places open without a connection.'
      : `Kept on this device: the first ${kept} of these places open without a connection.`,
  /** Said on every page while there is no connection. */
  offline: (when: string) => `You are offline. Your saved places are shown as they were last updated, ${when}.`,
  offlineNothingSaved: 'You are offline. Pages you have not opened before cannot be shown.',
  /** Shown instead of a page whose code could not be fetched (offline, or a new version replaced it). */
  screenUnavailable: 'This page could not be loaded. Check your connection, then try again.',
  tryAgain: 'Try again',
} as const;
