/** /homes/{homeId}/reviews/{id}. */
import { HOME_UI } from '../kinds/entryUi';
import { ReviewPage } from '../reviews/ReviewPage';

export default function HomeReviewPage() {
  return <ReviewPage ui={HOME_UI} parentParam="homeId" />;
}
