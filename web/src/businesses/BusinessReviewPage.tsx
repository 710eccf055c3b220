/** /businesses/{businessId}/reviews/{id}. */
import { BUSINESS_KIND } from '../entries/kinds';
import { ReviewPage } from '../reviews/ReviewPage';

export default function BusinessReviewPage() {
  return <ReviewPage kind={BUSINESS_KIND} parentParam="businessId" />;
}
