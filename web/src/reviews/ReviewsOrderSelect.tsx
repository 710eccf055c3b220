/** "Sort reviews": newest first (what the spec shows) or most helpful first; a native select, labelled. */
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { UI } from '@ffc/domain/messages';
import { REVIEW_ORDER_LABELS, REVIEW_ORDERS, reviewOrderFromUrl, type ReviewOrder } from '@ffc/domain/votes';

export function ReviewsOrderSelect({ order, onOrder }: { order: ReviewOrder; onOrder: (order: ReviewOrder) => void }) {
  return (
    <FormGroup className="reviews-order" label={UI.sortReviews} labelFor="reviews-order" inline>
      <HTMLSelect
        id="reviews-order"
        name="order"
        value={order}
        onChange={(event) => onOrder(reviewOrderFromUrl(event.currentTarget.value))}
      >
        {REVIEW_ORDERS.map((o) => (
          <option key={o} value={o}>
            {REVIEW_ORDER_LABELS[o]}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
