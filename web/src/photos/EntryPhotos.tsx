/**
 * An entry's photos on its page (its reviews' among them): the strip, or a line saying there are none, and "Add a
 * photo" for people signed in.
 */
import { H2 } from '@blueprintjs/core';
import { PHOTO_UI, type PhotoKind } from '@ffc/domain/photos';
import type { PhotoFieldsFragment } from '../gql/graphql';
import { AddPhotoButton } from './AddPhotoButton';
import { PhotoStrip } from './PhotoStrip';

export function EntryPhotos({
  kind,
  entryId,
  photos,
  canAdd,
  onChanged,
}: {
  kind: PhotoKind;
  entryId: number;
  photos: readonly PhotoFieldsFragment[];
  canAdd: boolean;
  /** After a photo was added or deleted: the page fetches the entry again. */
  onChanged: () => void;
}) {
  return (
    <section className="entry-photos" aria-labelledby="photos-heading">
      <div className="list-header">
        <H2 id="photos-heading">{PHOTO_UI.heading}</H2>
        {canAdd && <AddPhotoButton kind={kind} entryId={entryId} label={PHOTO_UI.add} onAdded={onChanged} />}
      </div>
      {photos.length ? (
        <PhotoStrip photos={photos} label={PHOTO_UI.heading} onChanged={onChanged} />
      ) : (
        <p className="photos-none">{PHOTO_UI.none}</p>
      )}
    </section>
  );
}
