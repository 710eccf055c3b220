/**
 * After a navigation, focus moves to the new page's heading (so a keyboard starts from the page,
 * not from the top of the document) and the page's title is announced. The first load is left
 * alone: there the skip link comes first; so is someone who is already in the new page (a slow page
 * whose heading came late must not pull them out of a field they are typing in).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a lazily loaded page to render its heading. */
const HEADING_WAIT_MS = 5_000;

/** A page as it is on screen: its heading, the heading's text, and the document's title. */
interface Shown {
  readonly heading: HTMLElement | null;
  readonly text: string;
  readonly title: string;
}

const shownNow = (): Shown => {
  const heading = document.querySelector<HTMLElement>('#main h1');
  return { heading, text: heading?.textContent ?? '', title: document.title };
};

/**
 * Whether what is on screen is the new page, not the one left (`before`): while a navigation's
 * transition draws the new page, the old one stays, heading and title, and must not be taken for it.
 * A new heading counts once the old one is gone; the same heading element (a detail page showing
 * another entry) once its text and the title are the new page's.
 */
function isNewPage(now: Shown, before: Shown | null): boolean {
  if (!now.heading) return false;
  if (!before?.heading) return !before || now.title !== before.title;
  if (now.heading !== before.heading) return !before.heading.isConnected;
  return now.text !== before.text && now.title !== before.title;
}

export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  /** The page last arrived at, as it was when it was announced (or first drawn). */
  const left = useRef<Shown | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // The first page, once drawn: remembered so that the next navigation can tell it from the new one.
  useEffect(() => {
    const started = Date.now();
    let frame = 0;
    const look = () => {
      const now = shownNow();
      if (now.heading) left.current ??= now;
      else if (Date.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(look);
    };
    // At once (the first screen is usually drawn by now), then each frame until it is.
    look();
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const before = left.current;
    const started = Date.now();
    const focusedBefore = document.activeElement;
    let frame = 0;
    const look = () => {
      const now = shownNow();
      const late = Date.now() - started >= HEADING_WAIT_MS;
      if (now.heading && (late || isNewPage(now, before))) {
        // Someone who already clicked or tabbed into the new page keeps their place.
        const active = document.activeElement;
        const movedIntoPage =
          active !== focusedBefore && active !== document.body && !!document.getElementById('main')?.contains(active);
        if (!movedIntoPage) {
          if (!now.heading.hasAttribute('tabindex')) now.heading.setAttribute('tabindex', '-1');
          now.heading.focus({ preventScroll: false });
        }
        left.current = now;
        setAnnouncement(now.title);
      } else if (!late) {
        frame = requestAnimationFrame(look);
      }
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <div id="route-announcer" className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
