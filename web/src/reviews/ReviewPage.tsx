/**
 * One review of a business, home or product, with its photos; its author, moderators and administrators may edit or
 * delete it.
 */
import { Card, H1, Intent, Button } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { UI } from '@ffc/domain/messages';
import { canDelete, permissionLevel } from '@ffc/domain/roles';
import { LABELS } from '@ffc/domain/toasts';
import { ConfirmButton } from '../ui/ConfirmButton';
import { DetailList } from '../ui/DetailList';
import type { ReviewedUi } from '../kinds/entryUi';
import { RatingStars } from '../ui/RatingStars';
import { HelpfulButton } from './HelpfulButton';
import { ReviewPhotos } from '../photos/ReviewPhotos';
import { useSession } from '../session/SessionContext';
import { LinkButton } from '../ui/LinkButton';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { notifySaved, submitTo, toastError } from '../ui/toaster';
import { DeleteReviewMutation, ReviewQuery } from './operations';
import { ReviewDialog } from './ReviewDialog';
import { StateMessage } from '../ui/StateMessage';
import { formatDayTime } from '@ffc/domain/text';

export function ReviewPage({ ui, parentParam }: { ui: ReviewedUi; parentParam: string }) {
  const params = useParams();
  const parentId = Number(params[parentParam]);
  const id = Number(params.id);
  const valid = Number.isInteger(parentId) && Number.isInteger(id);
  const { data, loading, error, refetch } = useQuery(ReviewQuery, {
    variables: { kind: ui.kind, parentId, id },
    skip: !valid,
  });
  const [remove] = useMutation(DeleteReviewMutation);
  const [editing, setEditing] = useState(false);
  const { currentUser } = useSession();
  const navigate = useNavigate();
  const review = data?.review;
  const parentPath = `${ui.path}/${parentId}`;

  useEffect(() => {
    if (error) toastError(ui.reviewLoadFailed);
    else if (!valid || (data && !data.review)) toastError(ui.reviewNotFound);
  }, [error, data, valid, ui]);

  if (loading && !review) return <Loading />;
  if (!review) {
    return (
      <>
        <PageHead title={`${ui.label} Review`} description="Review not found." />
        <StateMessage
          as="h1"
          icon="search"
          title={error ? ui.reviewLoadFailed : ui.reviewNotFound}
          action={<LinkButton to={valid ? parentPath : ui.path}>Go Back</LinkButton>}
        />
      </>
    );
  }

  const level = permissionLevel(currentUser, review.createdById);
  const onDelete = () =>
    submitTo(
      LABELS.review,
      () => remove({ variables: { kind: ui.kind, parentId, id } }),
      () => {
        notifySaved(LABELS.review, 204);
        void navigate(parentPath);
      },
    );

  return (
    <>
      <PageHead title={`${ui.label} Review: ${review.name}`} description={review.comment ?? review.name} />
      <Card>
        <H1>{review.name}</H1>
        <p className="review-of">
          {UI.reviewOf(ui.label)} <Link to={parentPath}>{review.parentName}</Link>
        </p>
        <RatingStars rating={review.rating} />
        <HelpfulButton review={review} />
        <DetailList
          rows={[
            ['Comment', review.comment],
            ['By', review.createdByUsername],
            ['Written', review.createdDate ? formatDayTime(review.createdDate) : null],
            ['Last changed', review.modifiedDate ? formatDayTime(review.modifiedDate) : null],
          ]}
        />
        {ui.photosAs && (
          <ReviewPhotos
            kind={ui.photosAs}
            entryId={parentId}
            review={review}
            photos={review.photos}
            onChanged={() => void refetch()}
          />
        )}
        <div className="form-actions">
          {canDelete(level) && (
            <>
              <Button intent={Intent.PRIMARY} icon="edit" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <ConfirmButton confirmLabel="Delete" onConfirm={onDelete} what={`the review "${review.name}"`}>
                Delete
              </ConfirmButton>
            </>
          )}
          <LinkButton to={parentPath}>Go Back</LinkButton>
        </div>
      </Card>
      {/* Kept mounted while closed, so it can give focus back to its opener when it closes. */}
      <ReviewDialog
        kind={ui.kind}
        parentId={parentId}
        review={review}
        isOpen={editing}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void refetch();
        }}
      />
    </>
  );
}
