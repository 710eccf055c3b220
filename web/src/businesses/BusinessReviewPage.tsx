/** /businesses/{businessId}/reviews/{id}. */
import { BUSINESS_UI } from '../kinds/entryUi';
import { ReviewPage } from '../reviews/ReviewPage';

export default function BusinessReviewPage() {
  return <ReviewPage ui={BUSINESS_UI} parentParam="businessId" />;
}
