/**
 * An entry's reviews, newest or most helpful first, as cards at every width (a table's five
 * columns do not fit a phone): title (cut at 30) linking to the whole review, stars, "Not yet
 * counted" while its author's address is unconfirmed, comment (cut at 80), author and date, and
 * its photos (the author may add some), and the "Helpful (n)" toggle; paged.
 */
import { Card } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { CUTS, formatDay, truncate } from '@ffc/domain/text';
import { M, UI } from '@ffc/domain/messages';
import type { PhotoKind } from '@ffc/domain/photos';
import type { PhotoFieldsFragment, ReviewFieldsFragment } from '../gql/graphql';
import { ReviewPhotos } from '../photos/ReviewPhotos';
import { Paging, type PageInfo } from '../ui/Paging';
import { RatingStars } from '../ui/RatingStars';
import { StateMessage } from '../ui/StateMessage';
import { HelpfulButton } from './HelpfulButton';
import { Badge } from '../ui/Badge';
import { accommodationShortLabel, type AccommodatedKind } from '@ffc/domain/accommodations';
import { NEEDS_TEXT } from '@ffc/domain/needs';

/** The entry's photos, from which each card takes its review's, and where new ones go. */
export interface ReviewsPhotos {
  kind: PhotoKind;
  entryId: number;
  photos: readonly PhotoFieldsFragment[];
  onChanged: () => void;
}

export function ReviewsList({
  reviews,
  reviewPath,
  onPage,
  photos,
  needsKind,
  emptyTitle,
}: {
  reviews: PageInfo & { content: readonly ReviewFieldsFragment[] };
  reviewPath: (review: ReviewFieldsFragment) => string;
  onPage: (page: number) => void;
  photos?: ReviewsPhotos;
  /** The entry's kind: an author's needs, when shown, are named by its accommodations. */
  needsKind?: AccommodatedKind;
  /** What an empty page says instead of "No reviews yet." (a filter left none). */
  emptyTitle?: string;
}) {
  if (reviews.content.length === 0)
    return emptyTitle ? (
      <StateMessage as="p" icon="comment" title={emptyTitle} />
    ) : (
      <StateMessage as="p" icon="comment" title="No reviews yet." description="Be the first to say how it went." />
    );
  return (
    <>
      <ul className="review-cards">
        {reviews.content.map((r) => (
          <li key={r.id}>
            <Card compact className="review-card">
              <h3 className="review-card-title">
                <Link to={reviewPath(r)} title={r.name}>
                  {truncate(r.name, CUTS.reviewTitle)}
                </Link>
              </h3>
              <RatingStars rating={r.rating} />
              {/* Its author has not confirmed their address yet: nothing more about them is said. */}
              {r.counted === false && <Badge className="review-card-uncounted">{M.reviewNotCounted}</Badge>}
              {r.comment && <p className="review-card-comment">{truncate(r.comment, CUTS.reviewComment)}</p>}
              {needsKind && r.reviewerNeeds && r.reviewerNeeds.length > 0 && (
                <p className="review-card-needs">
                  {NEEDS_TEXT.theirNeeds}{' '}
                  {r.reviewerNeeds.map((key) => accommodationShortLabel(needsKind, key)).join(', ')}
                </p>
              )}
              <p className="review-card-byline">
                By <span className="review-card-author">{r.createdByUsername ?? UI.deletedUser}</span>
                {r.createdDate && (
                  <>
                    {' · '}
                    <time dateTime={r.createdDate}>{formatDay(r.createdDate)}</time>
                  </>
                )}
              </p>
              {photos && (
                <ReviewPhotos
                  kind={photos.kind}
                  entryId={photos.entryId}
                  review={r}
                  photos={photos.photos.filter((p) => p.reviewId === r.id)}
                  onChanged={photos.onChanged}
                />
              )}
              <HelpfulButton review={r} />
            </Card>
          </li>
        ))}
      </ul>
      <Paging page={reviews} onPage={onPage} label="Review pages" />
    </>
  );
}
