/** One object for a value while its content stays the same, for effects that should follow content, not renders. */
import { useState } from 'react';

/**
 * `value`, kept as the same object for as long as its content (as JSON) is the same: an effect that
 * depends on it runs again when what it holds changes, not whenever a render builds it anew.
 */
export function useSameContent<T>(value: T): T {
  const key = JSON.stringify(value);
  const [kept, setKept] = useState({ key, value });
  if (kept.key === key) return kept.value;
  // New content is kept at once, during this render (React's way for state that follows props).
  setKept({ key, value });
  return value;
}
