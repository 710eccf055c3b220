/**
 * A review's photos on its card or page, and, for its author, "Add a photo to your review" while it
 * has fewer than REVIEW_PHOTOS_MAX.
 */
import { PHOTO_UI, REVIEW_PHOTOS_MAX, type PhotoKind } from '@ffc/domain/photos';
import type { PhotoFieldsFragment } from '../gql/graphql';
import { useSession } from '../session/SessionContext';
import { AddPhotoButton } from './AddPhotoButton';
import { PhotoStrip } from './PhotoStrip';

export function ReviewPhotos({
  kind,
  entryId,
  review,
  photos,
  onChanged,
}: {
  kind: PhotoKind;
  entryId: number;
  review: { id: number; name: string; createdById?: number | null };
  photos: readonly PhotoFieldsFragment[];
  onChanged: () => void;
}) {
  const { currentUser } = useSession();
  const own = !!currentUser && review.createdById === currentUser.id;
  if (!photos.length && !own) return null;
  return (
    <div className="review-photos">
      <PhotoStrip photos={photos} label={`${PHOTO_UI.heading}: ${review.name}`} onChanged={onChanged} size="small" />
      {own && photos.length < REVIEW_PHOTOS_MAX && (
        <AddPhotoButton
          kind={kind}
          entryId={entryId}
          reviewId={review.id}
          label={PHOTO_UI.addToReview}
          onAdded={onChanged}
        />
      )}
    </div>
  );
}
