/**
 * A row of photos, each a button that opens the large view there: thumbnails loaded lazily, with a
 * `srcset` of the three sizes, width and height set and the photo's colour behind it, so nothing
 * moves as they arrive. Written once for every kind's page, for review cards and the review's page.
 */
import { useState } from 'react';
import { photoSrcSet, photoWidths } from '@ffc/domain/photos';
import type { PhotoFieldsFragment } from '../gql/graphql';
import { PhotoViewer } from './PhotoViewer';

/** How tall a thumbnail is drawn, in CSS pixels (styles.css: .photo-strip img, .photo-strip-small img). */
const THUMB_HEIGHT = { normal: 96, small: 64 } as const;

export function PhotoStrip({
  photos,
  label,
  onChanged,
  size = 'normal',
}: {
  photos: readonly PhotoFieldsFragment[];
  /** What the list is, for screen readers, e.g. "Photos" or "Photos of the review". */
  label: string;
  /** After a photo was deleted in the large view. */
  onChanged: () => void;
  size?: keyof typeof THUMB_HEIGHT;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <ul className={size === 'small' ? 'photo-strip photo-strip-small' : 'photo-strip'} aria-label={label}>
        {photos.map((photo, index) => {
          const widths = photoWidths(photo.width, photo.height);
          const shown = Math.round((THUMB_HEIGHT[size] * photo.width) / Math.max(photo.height, 1));
          return (
            <li key={photo.id}>
              <button type="button" className="photo-strip-button" onClick={() => setOpen(index)}>
                <img
                  src={photo.urls.thumb}
                  srcSet={photoSrcSet(photo)}
                  sizes={`${shown}px`}
                  // The thumbnail file's own size: the box keeps its shape before it loads.
                  width={widths.thumb}
                  height={Math.round((widths.thumb * photo.height) / Math.max(photo.width, 1))}
                  loading="lazy"
                  decoding="async"
                  alt={photo.caption}
                  style={{ backgroundColor: photo.placeholder }}
                />
              </button>
            </li>
          );
        })}
      </ul>
      <PhotoViewer photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} onChanged={onChanged} />
    </>
  );
}
