/** How a phone reaches an entry from its page: a call link and directions in the device's maps. */

/**
 * A `tel:` link for a phone number as people type it: digits and a leading plus, the rest dropped; null without digits.
 */
export function telHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

export interface Destination {
  latitude?: number | null;
  longitude?: number | null;
  /** The postal address's lines, used when there is no position. */
  addressLines?: readonly string[];
}

/**
 * Directions to a place in the device's maps, or null when there is neither a position nor an
 * address. A Google Maps URL (`/maps/dir/?api=1`) rather than `geo:` (Android only) or
 * `maps.apple.com` (iPhone only): the same link opens the Maps app on Android, Google Maps or the
 * browser on an iPhone, and the web map on a computer. The position wins over the address, which
 * a geocoder could read differently.
 */
export function directionsUrl({ latitude, longitude, addressLines = [] }: Destination): string | null {
  const destination = latitude != null && longitude != null ? `${latitude},${longitude}` : addressLines.join(', ');
  if (!destination) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
