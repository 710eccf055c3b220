import { useSearchParams } from 'react-router-dom';
import { pageFromUrl, pageToUrl } from '@ffc/domain/entries';
import { REVIEW_ORDER_DEFAULT, reviewOrderFromUrl, type ReviewOrder } from '@ffc/domain/votes';

/** The page of reviews a detail screen shows, from its 1-based `?page=` (the order kept). */
export function useReviewsPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  return [
    pageFromUrl(params.get('page')),
    (page) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page === 0) next.delete('page');
        else next.set('page', pageToUrl(page));
        return next;
      }),
  ];
}

/** The order of the reviews, from `?order=` (newest when absent); a new order starts at the first page. */
export function useReviewsOrder(): [ReviewOrder, (order: ReviewOrder) => void] {
  const [params, setParams] = useSearchParams();
  return [
    reviewOrderFromUrl(params.get('order')),
    (order) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        if (order === REVIEW_ORDER_DEFAULT) next.delete('order');
        else next.set('order', order);
        return next;
      }),
  ];
}

/** "Only reviewers who share my needs", from `?likeMe=true`; changing it starts at the first page. */
export function useReviewsLikeMe(): [boolean, (likeMe: boolean) => void] {
  const [params, setParams] = useSearchParams();
  return [
    params.get('likeMe') === 'true',
    (likeMe) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        if (likeMe) next.set('likeMe', 'true');
        else next.delete('likeMe');
        return next;
      }),
  ];
}
