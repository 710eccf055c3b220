/** Whether a screen has been drawn once: what can wait (its heavy code, its queries) waits for that. */
import { useEffect, useState } from 'react';

/**
 * True once the page has been painted, so a phone shows what a screen leads with (a heading, a
 * tagline) before it runs the code of the rest.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after the next one has been drawn: a timer set in an animation frame runs after its paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
