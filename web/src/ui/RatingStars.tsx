/** An average rating as five stars (a half star from .5) and the number to two decimals. */
import { Icon } from '@blueprintjs/core';
import { RATING_MAX } from '@ffc/domain/limits';
import { formatRating, stars } from '@ffc/domain/text';

export function RatingStars({ rating, count }: { rating: number | null | undefined; count?: number }) {
  const label = rating == null ? 'Not rated yet' : `Rated ${formatRating(rating)} out of ${RATING_MAX}`;
  return (
    <span className="rating">
      <span role="img" aria-label={label} className="rating-stars">
        {stars(rating).map((fill, i) => (
          <span key={i} className={`star star-${fill}`} aria-hidden>
            <Icon icon="star-empty" size={16} />
            {fill !== 'empty' && <Icon icon="star" size={16} className="star-fill" />}
          </span>
        ))}
      </span>
      <span className="rating-number" aria-hidden>
        {formatRating(rating)}
      </span>
      {count != null && (
        <span className="rating-count">
          ({count} {count === 1 ? 'review' : 'reviews'})
        </span>
      )}
    </span>
  );
}
