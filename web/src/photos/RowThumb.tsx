/**
 * A list row's cover photo: a small square thumbnail, loaded lazily, beside the entry's name (which names the link, so
 * the image is decorative).
 */
import type { CoverPhotoFieldsFragment } from '../gql/graphql';

/** The thumbnail's side, in CSS pixels (styles.css: .row-thumb). */
const SIDE = 64;

export function RowThumb({ photos }: { photos?: readonly CoverPhotoFieldsFragment[] | null }) {
  const cover = photos?.[0];
  if (!cover) return null;
  return (
    <img
      className="row-thumb"
      src={cover.urls.thumb}
      alt=""
      width={SIDE}
      height={SIDE}
      loading="lazy"
      decoding="async"
      style={{ backgroundColor: cover.placeholder }}
    />
  );
}
