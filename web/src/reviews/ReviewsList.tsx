/** An entry's reviews, newest first: title (cut at 30), stars, comment (cut at 80), author and date; paged. */
import { Link } from 'react-router-dom';
import { CUTS, truncate } from '@ffc/domain/text';
import type { ReviewFieldsFragment } from '../gql/graphql';
import type { PageInfo } from '../entries/Paging';
import { PagedTable } from '../ui/PagedTable';
import { RatingStars } from '../entries/RatingStars';
import { StateMessage } from '../ui/StateMessage';

export function ReviewsList({
  reviews,
  reviewPath,
  onPage,
}: {
  reviews: PageInfo & { content: readonly ReviewFieldsFragment[] };
  reviewPath: (review: ReviewFieldsFragment) => string;
  onPage: (page: number) => void;
}) {
  if (reviews.content.length === 0) return <StateMessage as="p" icon="comment" title="No reviews yet." description="Be the first to say how it went." />;
  return (
    <PagedTable
      page={reviews}
      headers={['Title', 'Rating', 'Comment', 'By', 'Date']}
      rowKey={(r) => r.id}
      cells={(r) => [
        <Link to={reviewPath(r)} title={r.name}>
          {truncate(r.name, CUTS.reviewTitle)}
        </Link>,
        <RatingStars rating={r.rating} />,
        truncate(r.comment, CUTS.reviewComment),
        r.createdByUsername ?? '—',
        r.createdDate ? new Date(r.createdDate).toLocaleDateString() : '—',
      ]}
      className="reviews-table"
      onPage={onPage}
      pagingLabel="Review pages"
    />
  );
}
