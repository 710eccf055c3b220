/**
 * Add or edit a review in a modal: title, rating (default 5), comment, and whether each
 * accommodation was true on the reviewer's visit, not true, or not checked. A successful save
 * closes it; so does finding that the person has already reviewed the entry (the page then links
 * to it).
 */
import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { ACCOMMODATIONS } from '@ffc/domain/accommodations';
import { RATING_DEFAULT, RATING_MAX, RATING_MIN } from '@ffc/domain/limits';
import { M } from '@ffc/domain/messages';
import { reviewSchemaOf } from '@ffc/domain/reviews';
import { LABELS } from '@ffc/domain/toasts';
import type { ReviewFieldsFragment, ReviewKind } from '../gql/graphql';
import { SelectField, TextField } from '../ui/fields';
import { VisitVerdictsField } from './VisitVerdictsField';
import { useDialogFocus } from '../ui/dialogFocus';
import { SchemaForm } from '../ui/SchemaForm';
import { describeFailure, notifyFailure, notifySaved, submissionErrors, toastError } from '../ui/toaster';
import { CreateReviewMutation, UpdateReviewMutation } from './operations';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => {
  const n = RATING_MAX - i;
  return { id: n, name: `${n} ${n === 1 ? 'star' : 'stars'}` };
});

interface ReviewValues {
  name?: string;
  rating?: number | null;
  comment?: string | null;
  confirmedAccommodations?: string[];
  disputedAccommodations?: string[];
}

/** A new review's values: five stars, nothing confirmed or disputed yet. */
const NEW_REVIEW: ReviewValues = { rating: RATING_DEFAULT, confirmedAccommodations: [], disputedAccommodations: [] };

/** Each kind's review rules and accommodations (the catalogue is domain's). */
const KINDS = {
  BUSINESS: { schema: reviewSchemaOf('businesses'), accommodations: ACCOMMODATIONS.businesses },
  HOME: { schema: reviewSchemaOf('homes'), accommodations: ACCOMMODATIONS.homes },
  PRODUCT: { schema: reviewSchemaOf('products'), accommodations: ACCOMMODATIONS.products },
} as const satisfies Record<ReviewKind, unknown>;

export function ReviewDialog({
  kind,
  parentId,
  review,
  isOpen,
  onClose,
  onSaved,
}: {
  kind: ReviewKind;
  parentId: number;
  /** The review to edit; none to add one. */
  review?: ReviewFieldsFragment;
  isOpen: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const focus = useDialogFocus((dialog) => dialog.querySelector<HTMLElement>('input, select, textarea'));
  const [create] = useMutation(CreateReviewMutation);
  const [update] = useMutation(UpdateReviewMutation);
  // The same object while the review is the same: a new one would reset what is being typed.
  const initialValues = useMemo<ReviewValues>(
    () =>
      review
        ? {
            name: review.name,
            rating: review.rating,
            comment: review.comment,
            confirmedAccommodations: review.confirmedAccommodations,
            disputedAccommodations: review.disputedAccommodations,
          }
        : NEW_REVIEW,
    [review],
  );

  const onSubmit = async (values: ReviewValues) => {
    const input = {
      name: values.name ?? '',
      rating: values.rating ?? 0,
      comment: values.comment || null,
      confirmedAccommodations: values.confirmedAccommodations ?? [],
      disputedAccommodations: values.disputedAccommodations ?? [],
    };
    try {
      await (review
        ? update({ variables: { kind, parentId, id: review.id, input } })
        : create({ variables: { kind, parentId, input } }));
      notifySaved(LABELS.review, review ? 200 : 201);
      onSaved();
      return undefined;
    } catch (error) {
      // Reviewed meanwhile (another tab): say so and reload the page, which then links to that review.
      if (describeFailure(error).serverMessage === M.alreadyReviewed) {
        toastError(M.alreadyReviewed);
        onSaved();
        return undefined;
      }
      return submissionErrors(notifyFailure(LABELS.review, error));
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={review ? 'Edit Review' : 'Add Review'} icon="star" {...focus}>
      <DialogBody>
        <SchemaForm<ReviewValues>
          schema={KINDS[kind].schema}
          initialValues={initialValues}
          onSubmit={onSubmit}
          submitLabel="Save"
          actions={<Button onClick={onClose}>Cancel</Button>}
        >
          <TextField name="name" label="Title" />
          <SelectField name="rating" label="Rating" options={RATINGS} placeholder="Select a Rating" />
          <TextField name="comment" label="Comment" multiline />
          <VisitVerdictsField options={KINDS[kind].accommodations} />
        </SchemaForm>
      </DialogBody>
    </Dialog>
  );
}
