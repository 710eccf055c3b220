/** /homes/{homeId}/reviews/{id}. */
import { HOME_KIND } from '../entries/kinds';
import { ReviewPage } from '../reviews/ReviewPage';

export default function HomeReviewPage() {
  return <ReviewPage kind={HOME_KIND} parentParam="homeId" />;
}
