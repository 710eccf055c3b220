/** /products/{productId}/reviews/{id}. */
import { PRODUCT_KIND } from '../entries/kinds';
import { ReviewPage } from '../reviews/ReviewPage';

export default function ProductReviewPage() {
  return <ReviewPage kind={PRODUCT_KIND} parentParam="productId" />;
}
