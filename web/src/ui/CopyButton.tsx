/** A button that copies a text to the clipboard and says so; a refused copy leaves the text on the page to select. */
import { Button } from '@blueprintjs/core';
import { toastSuccess } from './toaster';

export function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  return (
    <Button
      onClick={() =>
        void navigator.clipboard.writeText(text).then(
          () => toastSuccess(copied),
          () => undefined,
        )
      }
    >
      {label}
    </Button>
  );
}
