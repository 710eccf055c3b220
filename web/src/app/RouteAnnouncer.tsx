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

export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const started = Date.now();
    const focusedBefore = document.activeElement;
    let frame = 0;
    const look = () => {
      const heading = document.querySelector<HTMLElement>('#main h1');
      // Wait until the page's own head is in place (its title names the page, not the last one).
      if (heading) {
        // Someone who already clicked or tabbed into the new page keeps their place.
        const active = document.activeElement;
        const movedIntoPage =
          active !== focusedBefore && active !== document.body && !!document.getElementById('main')?.contains(active);
        if (!movedIntoPage) {
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus({ preventScroll: false });
        }
        setAnnouncement(document.title);
      } else if (Date.now() - started < HEADING_WAIT_MS) {
        frame = requestAnimationFrame(look);
      }
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
