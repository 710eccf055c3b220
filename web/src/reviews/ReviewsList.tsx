/** An entry's reviews, newest first: title (cut at 30), stars, comment (cut at 80), author and date; paged. */
import { HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { CUTS, truncate } from '@ffc/domain/text';
import type { ReviewFieldsFragment } from '../gql/graphql';
import { Paging, type PageInfo } from '../entries/Paging';
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
    <>
      <div className="table-scroll">
        <HTMLTable striped className="entry-table reviews-table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Rating</th>
              <th scope="col">Comment</th>
              <th scope="col">By</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {reviews.content.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link to={reviewPath(r)} title={r.name}>
                    {truncate(r.name, CUTS.reviewTitle)}
                  </Link>
                </td>
                <td>
                  <RatingStars rating={r.rating} />
                </td>
                <td>{truncate(r.comment, CUTS.reviewComment)}</td>
                <td>{r.createdByUsername ?? '—'}</td>
                <td>{r.createdDate ? new Date(r.createdDate).toLocaleDateString() : '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <Paging page={reviews} onPage={onPage} label="Review pages" />
    </>
  );
}
