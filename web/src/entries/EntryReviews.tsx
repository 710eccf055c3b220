/**
 * A reviewed entry's reviews, under its details: Add Review (or, once the reader has reviewed it, the
 * link to their review and Edit your review), the reviews' order, "people like me", the paged reviews,
 * and the review dialog, after whose save the page fetches the entry again.
 */
import { Button, Checkbox, H2, Intent } from '@blueprintjs/core';
import { useEffect, useRef, useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import type { AccommodatedKind } from '@ffc/domain/accommodations';
import { M, UI } from '@ffc/domain/messages';
import { NEEDS_TEXT } from '@ffc/domain/needs';
import type { ReviewOrder } from '@ffc/domain/votes';
import type { ReviewFieldsFragment } from '../gql/graphql';
import { reviewPath, type ReviewedUi } from '../kinds/entryUi';
import { ReviewDialog } from '../reviews/ReviewDialog';
import { ReviewsList, type ReviewsPhotos } from '../reviews/ReviewsList';
import { ReviewsOrderSelect } from '../reviews/ReviewsOrderSelect';
import type { PageInfo } from '../ui/Paging';

/** How the reader asks for the reviews (kept in the address): their page, order, and those of people like them. */
export interface ReviewsView {
  order: ReviewOrder;
  onOrder: (order: ReviewOrder) => void;
  /** Only reviews by people with needs like the reader's (asked only of someone signed in). */
  likeMe: boolean;
  onLikeMe: (likeMe: boolean) => void;
  onPage: (page: number) => void;
}

/** The review dialog: closed, adding a review, or editing the person's own. */
type DialogState = 'closed' | 'add' | 'edit';

/** One review per person: a reader who has written one is told so and led to it, before they write a second. */
function ReviewButtons({
  to,
  linkRef,
  onDialog,
}: {
  /** The reader's own review, if they have written one. */
  to: string | null;
  linkRef: Ref<HTMLAnchorElement>;
  onDialog: (dialog: DialogState) => void;
}) {
  return to ? (
    <p className="already-reviewed">
      <span>{M.alreadyReviewed}</span>{' '}
      <Link ref={linkRef} to={to}>
        {UI.yourReview}
      </Link>{' '}
      <Button icon="edit" intent={Intent.PRIMARY} onClick={() => onDialog('edit')}>
        {UI.editYourReview}
      </Button>
    </p>
  ) : (
    <Button icon="plus" intent={Intent.PRIMARY} onClick={() => onDialog('add')}>
      Add Review
    </Button>
  );
}

export function EntryReviews({
  ui,
  entryId,
  myReview,
  reviews,
  canReview,
  signedIn,
  needsKind,
  photos,
  view,
  onSaved,
}: {
  ui: ReviewedUi;
  entryId: number;
  /** The logged-in person's own review, if they have written one (to edit in place). */
  myReview?: ReviewFieldsFragment | null;
  reviews: PageInfo & { content: readonly ReviewFieldsFragment[] };
  canReview: boolean;
  signedIn: boolean;
  needsKind?: AccommodatedKind;
  photos?: ReviewsPhotos;
  view: ReviewsView;
  /** After a review was saved: the page fetches the entry again. */
  onSaved: () => void;
}) {
  const [dialog, setDialog] = useState<DialogState>('closed');
  // Once a review is saved, Add Review gives way to the link to it: focus follows, rather than
  // falling to the page's top with the button it was on.
  const yourReview = useRef<HTMLAnchorElement>(null);
  const reviewedNow = useRef(false);
  const myReviewId = myReview?.id;
  useEffect(() => {
    if (!reviewedNow.current || !myReviewId) return;
    reviewedNow.current = false;
    yourReview.current?.focus();
  }, [myReviewId]);

  return (
    <>
      <section aria-labelledby="reviews-heading" className="reviews">
        <div className="list-header">
          <H2 id="reviews-heading">Reviews</H2>
          {canReview && (
            <ReviewButtons
              to={myReview ? reviewPath(ui, entryId, myReview.id) : null}
              linkRef={yourReview}
              onDialog={setDialog}
            />
          )}
        </div>
        {reviews.totalElements > 1 && <ReviewsOrderSelect order={view.order} onOrder={view.onOrder} />}
        {signedIn && (
          <Checkbox
            className="reviews-like-me"
            label={NEEDS_TEXT.likeMe}
            checked={view.likeMe}
            onChange={(event) => view.onLikeMe(event.currentTarget.checked)}
          />
        )}
        <ReviewsList
          needsKind={needsKind}
          emptyTitle={view.likeMe ? NEEDS_TEXT.noneLikeMe : undefined}
          reviews={reviews}
          reviewPath={(r) => reviewPath(ui, entryId, r.id)}
          onPage={view.onPage}
          photos={photos}
        />
      </section>
      {/* Kept mounted while closed, so it can give focus back to its opener when it closes. */}
      <ReviewDialog
        kind={ui.kind}
        parentId={entryId}
        review={dialog === 'edit' ? (myReview ?? undefined) : undefined}
        isOpen={dialog !== 'closed'}
        onClose={() => setDialog('closed')}
        onSaved={() => {
          reviewedNow.current = true;
          setDialog('closed');
          onSaved();
        }}
      />
    </>
  );
}
