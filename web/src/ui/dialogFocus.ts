/**
 * Focus for every dialog: on opening, focus goes to what the person acts on first (a form's first
 * field, a confirm dialog's Cancel), not to an invisible container; on closing it goes back to the
 * control that opened the dialog, so keyboard and screen-reader users stay where they were.
 */
import { useRef } from 'react';

export function useDialogFocus(first: (dialog: HTMLElement) => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpening: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onOpened: (node: HTMLElement) => first(node)?.focus(),
    onClosed: () => opener.current?.focus(),
  };
}
