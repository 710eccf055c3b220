/** How many of a list's filters are in use, for the phone's "Filters (n)" button. */

const isEmpty = (value: unknown): boolean =>
  value == null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isEmpty));

/**
 * The filters that narrow or order the list beyond their defaults (the ticket list's Active
 * switch on is no filter in use; a place with its distance is one), leaving out those shown
 * outside the panel (the search box's text).
 */
export function filtersInUse(
  filter: Record<string, unknown>,
  defaults: Record<string, unknown>,
  shownOutside: readonly string[],
): number {
  return Object.entries(filter).filter(
    ([name, value]) =>
      !shownOutside.includes(name) &&
      !isEmpty(value) &&
      JSON.stringify(value) !== JSON.stringify(defaults[name] ?? null),
  ).length;
}
