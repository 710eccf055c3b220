/** Objects built from their keys, typed by them. */

/**
 * One value per key, as an object whose type names exactly those keys (`Object.fromEntries`
 * types every key as a string).
 */
export function recordOf<K extends PropertyKey, V>(
  keys: readonly K[],
  value: (key: K, index: number) => V,
): Record<K, V> {
  // Object.fromEntries answers `{ [k: string]: V }`; each of its keys is one of `keys`.
  return Object.fromEntries(keys.map((key, i) => [key, value(key, i)])) as Record<K, V>;
}
