/** Whether a CSS media query matches now, kept up to date (false where there is no matchMedia, as in tests). */
import { useSyncExternalStore } from 'react';

/** Phones: below 768 px the navigation is a menu and lists are cards. */
export const PHONE = '(max-width: 767.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
