/** /products/{productId}/reviews/{id}. */
import { PRODUCT_UI } from '../kinds/entryUi';
import { ReviewPage } from '../reviews/ReviewPage';

export default function ProductReviewPage() {
  return <ReviewPage ui={PRODUCT_UI} parentParam="productId" />;
}
