/**
 * "Add a photo": a button that loads the uploader (its own chunk, fetched when first wanted, or
 * as the pointer or focus reaches the button) and opens it.
 */
import { Button, Intent } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import type { PhotoKind } from '@ffc/domain/photos';

const loadUploader = () => import('./PhotoUploader');
const PhotoUploader = lazy(loadUploader);

export function AddPhotoButton({
  kind,
  entryId,
  reviewId,
  label,
  onAdded,
}: {
  kind: PhotoKind;
  entryId: number;
  /** The caller's own review the photo belongs to. */
  reviewId?: number;
  label: string;
  onAdded: () => void;
}) {
  const [open, setOpen] = useState(false);
  // Mounted once wanted and kept, so the dialog can give focus back to this button when it closes.
  const [wanted, setWanted] = useState(false);
  const warm = () => void loadUploader();
  return (
    <>
      <Button
        icon="camera"
        intent={Intent.PRIMARY}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <PhotoUploader
            kind={kind}
            entryId={entryId}
            reviewId={reviewId}
            isOpen={open}
            onClose={() => setOpen(false)}
            onAdded={onAdded}
          />
        </Suspense>
      )}
    </>
  );
}
